// After checkout (docs/orders-and-documents.md): staff confirm an order (contract prices, freight, terms, ship
// date), shipping issues its invoice, and payments are recorded until the total is covered.
// Money is summed in cents; totals come from src/domain/orders/pricing's one function.
import { isLargeChange, largeChangeMessage } from '#domain/orders/confirmation';
import { dueDay, invoiceNumber, paymentTermsLabel, type PaymentTerms } from '#domain/orders/billing';
import type { OrderConfirmation, PaymentRecord } from '#domain/orders/billingRequests';
import type { Order } from '#domain/orders/schemas';
import { formatPrice } from '#domain/shared/format';
import { fromCents, toCents, totalsInCents } from '#domain/orders/pricing';
import type { Queryable } from '../db';
import { ApiError, fail, invalidField } from '../http/errors';
import type { OrderRow } from './reads';

const NOT_FOUND = 'Order not found';
export const PAID_ORDER_CONFIRM = 'A payment is recorded on this order, so its prices can no longer change';

/**
 * paid_at as the payments and the total make it: set (first time kept) when payments cover a
 * total above zero, empty otherwise. Migration 034 checks the same rule on every row.
 */
const paidAtFor = (paidCents: string, total: string) =>
  `CASE WHEN ${paidCents} > 0 AND ${paidCents} >= round(${total} * 100) THEN COALESCE(paid_at, now()) END`;

async function lockOrder(tx: Queryable, id: string): Promise<OrderRow> {
  const { rows } = await tx.query<OrderRow>('SELECT * FROM orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0] ?? fail(404, NOT_FOUND);
}

/** A 422 naming each line whose unit price changes by more than 50 %, unless staff confirmed them. */
function refuseLargeChanges(items: { id: number; unit_price: number; product_name: string }[], lines: OrderConfirmation['lines']) {
  const detail = lines.flatMap((line, n) => {
    const item = items.find((i) => i.id === line.id)!;
    if (!isLargeChange(toCents(item.unit_price), toCents(line.unit_price))) return [];
    const msg = largeChangeMessage(item.product_name, formatPrice(Number(item.unit_price)), formatPrice(line.unit_price));
    return [{ loc: ['body', 'lines', n, 'unit_price'], msg, type: 'large_change' }];
  });
  if (detail.length) throw new ApiError(422, detail);
}

/**
 * Confirms (or confirms again) a processing order with staff's figures; the first request's
 * prices and total are kept. Once a payment is recorded the total is what was paid against.
 */
export async function confirmOrder(tx: Queryable, id: string, c: OrderConfirmation): Promise<void> {
  const order = await lockOrder(tx, id);
  if (order.status !== 'processing') fail(409, `A ${order.status} order cannot be confirmed`);
  if (order.paid_cents > 0) fail(409, PAID_ORDER_CONFIRM);
  if (c.payment_terms === 'net_30') {
    const { rows } = await tx.query<{ net_terms: boolean }>('SELECT net_terms FROM users WHERE id = $1', [order.user_id]);
    if (!rows[0]?.net_terms) invalidField('payment_terms', 'Net 30 is only for customers approved for terms');
  }
  const { rows: items } = await tx.query<{ id: number; unit_price: number; quantity: number; product_name: string }>(
    'SELECT id, unit_price, quantity, product_name FROM order_items WHERE order_id = $1 ORDER BY id',
    [id],
  );
  const prices = new Map(items.map((i) => [i.id, toCents(i.unit_price)]));
  c.lines.forEach((line, n) => {
    if (!prices.has(line.id))
      throw new ApiError(422, [{ loc: ['body', 'lines', n, 'id'], msg: 'This line is not on the order', type: 'value_error' }]);
  });
  if (!c.confirm_large_changes) refuseLargeChanges(items, c.lines);
  for (const line of c.lines) prices.set(line.id, toCents(line.unit_price));
  const changed = c.lines.map((l) => l.id);
  if (changed.length) {
    await tx.query(
      `UPDATE order_items i SET requested_unit_price = COALESCE(i.requested_unit_price, i.unit_price),
         unit_price = v.price, total_price = v.price * i.quantity
       FROM unnest($2::bigint[], $3::numeric[]) AS v(id, price) WHERE i.order_id = $1 AND i.id = v.id`,
      [id, changed, changed.map((lineId) => fromCents(prices.get(lineId)!))],
    );
  }
  const totals = totalsInCents(
    items.map((i) => ({ unit_cents: prices.get(i.id)!, quantity: i.quantity })),
    { pickup: order.fulfilment === 'pickup', taxExempt: order.tax_certificate_id !== null, freightCents: toCents(c.freight) },
  );
  await tx.query(
    `UPDATE orders SET requested_total = COALESCE(requested_total, total_amount), subtotal = $2, shipping_cost = $3, tax = $4,
       total_amount = $5, freight_cents = $6, payment_terms = $7, expected_ship_date = $8, confirmed_at = now(),
       paid_at = ${paidAtFor('paid_cents', '$5::numeric')}
     WHERE id = $1`,
    [
      id,
      fromCents(totals.subtotal),
      fromCents(totals.shipping_cost),
      fromCents(totals.tax),
      fromCents(totals.total_amount),
      toCents(c.freight),
      c.payment_terms,
      c.expected_ship_date,
    ],
  );
}

/**
 * Gives a just-shipped order the next invoice number, its date and its due day. The counter's
 * one row is updated inside the shipping transaction: a shipment that rolls back gives its
 * number back, so the numbers have no gaps, and concurrent shipments queue on that row.
 */
export async function issueInvoice(tx: Queryable, id: string): Promise<void> {
  const { rows } = await tx.query<{ last_number: number }>(
    'UPDATE invoice_counter SET last_number = last_number + 1 RETURNING last_number',
  );
  const { rows: orders } = await tx.query<{ payment_terms: PaymentTerms | null; now: Date }>(
    'SELECT payment_terms, now() AS now FROM orders WHERE id = $1',
    [id],
  );
  await tx.query('UPDATE orders SET invoice_number = $2, invoiced_at = $3, due_date = $4 WHERE id = $1', [
    id,
    invoiceNumber(rows[0].last_number),
    orders[0].now,
    dueDay(new Date(orders[0].now), orders[0].payment_terms),
  ]);
}

/** Records a payment; paid_at is set when the payments cover the total. More than is owed is refused. */
export async function recordPayment(tx: Queryable, id: string, p: PaymentRecord, staffId: number): Promise<void> {
  const order = await lockOrder(tx, id);
  if (order.status === 'cancelled') fail(409, 'A cancelled order takes no payment');
  const owed = toCents(order.total_amount) - order.paid_cents;
  if (owed <= 0) fail(409, 'This order is already paid');
  const amount = toCents(p.amount);
  if (amount > owed) invalidField('amount', `Amount is more than the ${formatPrice(fromCents(owed))} still owed`);
  await tx.query('INSERT INTO payments (order_id, amount_cents, method, paid_on, reference, recorded_by) VALUES ($1, $2, $3, $4, $5, $6)', [
    id,
    amount,
    p.method,
    p.paid_on,
    p.reference,
    staffId,
  ]);
  await tx.query(
    `UPDATE orders SET paid_cents = paid_cents + $2, paid_at = ${paidAtFor('paid_cents + $2::bigint', 'total_amount')} WHERE id = $1`,
    [id, amount],
  );
}

export async function paymentsOf(db: Queryable, id: string) {
  const { rows } = await db.query<{ id: number; amount_cents: number; method: string; paid_on: string; reference: string }>(
    'SELECT id, amount_cents, method, paid_on, reference FROM payments WHERE order_id = $1 ORDER BY id',
    [id],
  );
  return rows.map(({ amount_cents, ...p }) => ({ ...p, amount: fromCents(amount_cents) }));
}

/** The terms line documents and e-mails print. */
export const termsLine = (o: Pick<Order, 'payment_terms' | 'due_date'>) =>
  [paymentTermsLabel(o.payment_terms), o.due_date ? `due ${o.due_date}` : ''].filter(Boolean).join(', ');
