-- One inbox (issue 29): a checkout is an order, so its lead points at the order and the leads
-- desk shows the order's status instead of a second "New". The link is made only when the
-- order named in the checkout's subject exists and was placed with the lead's e-mail: the relay
-- is public, and a forged "checkout" must not borrow a real order.
ALTER TABLE leads ADD COLUMN order_id UUID REFERENCES orders (id) ON DELETE SET NULL;
UPDATE leads l SET order_id = o.id
  FROM orders o
 WHERE l.type = 'checkout'
   AND o.reference = substring(l.subject FROM 'ORD-[A-Z0-9]{8}')
   AND lower(o.customer_email) = lower(l.email);
-- Repeat requests from one e-mail are counted and filtered by it.
CREATE INDEX leads_email ON leads (lower(email), received_at DESC);
