-- An order's paid state is its payments against its total (third outside review): paid_at is
-- set exactly when payments above zero cover the total (orderBilling.ts's paidAtFor). Rows an
-- earlier confirmation left contradicting that (paid, then confirmed again at another total)
-- are put right first; the check then holds for every row and every later write.
UPDATE orders SET paid_at = CASE WHEN paid_cents > 0 AND paid_cents >= round(total_amount * 100) THEN COALESCE(paid_at, now()) END
WHERE (paid_at IS NOT NULL) <> (paid_cents > 0 AND paid_cents >= round(total_amount * 100));

ALTER TABLE orders ADD CONSTRAINT orders_paid_state
  CHECK ((paid_at IS NOT NULL) = (paid_cents > 0 AND paid_cents >= round(total_amount * 100)));
