// Turns the caller's server cart into an order inside one transaction: prices from the
// catalogue, totals from src/domain/pricing, stock reserved with a conditional UPDATE.
import type { CheckoutForm } from '../src/domain/forms/checkout';
import { makeOrderReference } from '../src/domain/orderReference';
import { lineTotal, orderTotals, subtotalOf } from '../src/domain/pricing';
import type { Catalogue, Product } from './catalogue';
import type { Queryable } from './db';
import { fail } from './http/errors';
import { orderJson, type ItemRow, type OrderJson, type OrderRow } from './orders';
import type { UserRow } from './users';

interface Line { product: Product; quantity: number; unit_price: number }

/**
 * Empties the cart and answers what was in it, sorted by product so that concurrent orders
 * lock inventory rows in one order. The DELETE locks the rows: a second checkout of the same
 * cart waits, then finds it empty. A failed order rolls back and the cart is back.
 */
async function takeCart(tx: Queryable, catalogue: Catalogue, userId: number): Promise<Line[]> {
  const { rows } = await tx.query<{ product_id: number; quantity: number }>(
    'DELETE FROM cart_items WHERE user_id = $1 RETURNING product_id, quantity',
    [userId],
  );
  return rows
    .sort((a, b) => a.product_id - b.product_id)
    .flatMap((r) => {
      const product = catalogue.byId(r.product_id);
      return product ? [{ product, quantity: r.quantity, unit_price: product.unit_price }] : [];
    });
}

/**
 * Decrements stock only if enough is left, in the same statement. A read-then-write
 * oversells under concurrency on real PostgreSQL (LIBRARY-NOTES).
 */
async function reserve(tx: Queryable, { product, quantity }: Line): Promise<void> {
  const { rows } = await tx.query(
    'UPDATE inventory SET stock = stock - $1 WHERE product_id = $2 AND stock >= $1 RETURNING stock',
    [quantity, product.id],
  );
  if (rows.length) return;
  const left = (await tx.query<{ stock: number }>('SELECT stock FROM inventory WHERE product_id = $1', [product.id])).rows[0]?.stock ?? 0;
  fail(409, left > 0 ? `Only ${left} of ${product.name} left in stock` : `${product.name} is out of stock`);
}

async function insertOrder(tx: Queryable, user: UserRow, form: CheckoutForm, lines: Line[]): Promise<OrderRow> {
  const totals = orderTotals(subtotalOf(lines));
  const values = [
    user.id, totals.subtotal, totals.shipping_cost, totals.tax, totals.total_amount,
    `${form.firstName} ${form.lastName}`, form.email,
    [form.address1, form.address2].filter(Boolean).join(', '), form.city, form.state, form.postalCode, form.country, form.phone,
    form.paymentMethod,
  ];
  for (;;) {
    // A clashing reference (1 in 2.8e12) just draws another.
    const { rows } = await tx.query<OrderRow>(
      `INSERT INTO orders (reference, user_id, subtotal, shipping_cost, tax, total_amount, customer_name, customer_email,
         shipping_address, shipping_city, shipping_state, shipping_zip, shipping_country, shipping_phone, payment_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
       ON CONFLICT (reference) DO NOTHING RETURNING *`,
      [makeOrderReference(), ...values],
    );
    if (rows[0]) return rows[0];
  }
}

/**
 * Places the order and answers it as the API shows it. `claim` runs once the order exists
 * (the Idempotency-Key is completed there). Stock is reserved last, so the inventory rows
 * (a best seller's is wanted by every checkout) stay locked only until the commit.
 */
export async function placeOrder(
  tx: Queryable,
  catalogue: Catalogue,
  user: UserRow,
  form: CheckoutForm,
  claim: (orderId: string) => Promise<unknown>,
): Promise<OrderJson> {
  const lines = await takeCart(tx, catalogue, user.id);
  if (!lines.length) fail(400, 'Your cart is empty');
  for (const { product } of lines) if (!product.is_active) fail(409, `${product.name} is no longer available`);
  const order = await insertOrder(tx, user, form, lines);
  const { rows: items } = await tx.query<ItemRow>(
    `INSERT INTO order_items (order_id, product_id, product_slug, product_name, product_image, unit_price, quantity, total_price)
     SELECT $1::uuid, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::numeric[], $7::int[], $8::numeric[])
     RETURNING *`,
    [
      order.id,
      lines.map((l) => l.product.id),
      lines.map((l) => l.product.slug),
      lines.map((l) => l.product.name),
      lines.map((l) => l.product.image_url),
      lines.map((l) => l.unit_price),
      lines.map((l) => l.quantity),
      lines.map((l) => lineTotal(l.unit_price, l.quantity)),
    ],
  );
  await claim(order.id);
  for (const line of lines) await reserve(tx, line);
  return orderJson(order, items);
}
