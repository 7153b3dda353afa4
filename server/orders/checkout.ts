// Turns the caller's server cart into an order inside one transaction: prices from the
// catalogue, totals from src/domain/orders/pricing, stock reserved under the schema's CHECK.
import type { CheckoutForm } from '#domain/forms/checkout';
import type { Order } from '#domain/orders/schemas';
import { makeOrderReference } from '#domain/orders/orderReference';
import { fromCents, lineTotal, toCents, totalsInCents } from '#domain/orders/pricing';
import type { Catalogue, Product } from '../catalogue/catalogue';
import type { Db, Queryable } from '../db';
import { checkoutReservationSql, isStockCheckViolation } from '../inventory/stock';
import { exemptingCertificate } from '../accounts/taxCertificates';
import { fail } from '../http/errors';
import { orderJson, type ItemRow, type OrderRow } from './reads';
import type { UserRow } from '../accounts/users';
import type { Lang } from '#domain/i18n/locales';

interface Line {
  product: Product;
  quantity: number;
  unit_price: number;
}

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

/** The 409 naming the first product that could not be reserved. */
async function refuseShortage(db: Queryable, lines: Line[]): Promise<never> {
  const { rows } = await db.query<{ product_id: number; stock: number }>(
    'SELECT product_id, stock FROM inventory WHERE product_id = ANY($1::int[])',
    [lines.map((l) => l.product.id)],
  );
  const left = new Map(rows.map((r) => [r.product_id, r.stock]));
  const short = lines.find((l) => (left.get(l.product.id) ?? 0) < l.quantity) ?? lines[0];
  const n = left.get(short.product.id) ?? 0;
  return fail(409, n > 0 ? `Only ${n} of ${short.product.name} left in stock` : `${short.product.name} is out of stock`);
}

/** Street, city, state, postal code and country; none for a pickup at the yard, whatever the form still held. */
const deliveryAddress = (form: CheckoutForm): string[] =>
  form.fulfilment === 'pickup'
    ? ['', '', '', '', '']
    : [[form.address1, form.address2].filter(Boolean).join(', '), form.city, form.state, form.postalCode, form.country];

async function insertOrder(tx: Queryable, user: UserRow, form: CheckoutForm, lang: Lang, lines: Line[]): Promise<OrderRow> {
  const certificate = await exemptingCertificate(tx, user.id);
  const totals = totalsInCents(
    lines.map((l) => ({ unit_cents: toCents(l.unit_price), quantity: l.quantity })),
    { pickup: form.fulfilment === 'pickup', taxExempt: certificate !== null },
  );
  const values = [
    user.id,
    fromCents(totals.subtotal),
    fromCents(totals.shipping_cost),
    fromCents(totals.tax),
    fromCents(totals.total_amount),
    `${form.firstName} ${form.lastName}`,
    form.email,
    ...deliveryAddress(form),
    form.phone,
    form.paymentMethod,
    form.company,
    form.poNumber,
    form.jobReference,
    form.fulfilment,
    certificate,
    lang,
  ];
  // The account remembers the company the customer buys for: the next checkout prefills it.
  if (form.company) await tx.query('UPDATE users SET company = $2 WHERE id = $1', [user.id, form.company]);
  for (;;) {
    // A clashing reference (1 in 2.8e12) just draws another.
    const { rows } = await tx.query<OrderRow>(
      `INSERT INTO orders (reference, user_id, subtotal, shipping_cost, tax, total_amount, customer_name, customer_email,
         shipping_address, shipping_city, shipping_state, shipping_zip, shipping_country, shipping_phone, payment_method,
         company, po_number, job_reference, fulfilment, tax_certificate_id, lang)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       ON CONFLICT (reference) DO NOTHING RETURNING *`,
      [makeOrderReference(), ...values],
    );
    if (rows[0]) return rows[0];
  }
}

/**
 * Places the order in one transaction and answers it as the API shows it. `claim` runs
 * once the order exists (the Idempotency-Key is completed there); the stock is reserved
 * last, with the COMMIT.
 */
export async function placeOrder(
  db: Db,
  catalogue: Catalogue,
  user: UserRow,
  form: CheckoutForm,
  lang: Lang,
  claim: (tx: Queryable, orderId: string) => Promise<unknown>,
): Promise<Order> {
  let lines: Line[] = [];
  try {
    return await db.transaction(async (tx) => {
      lines = await takeCart(tx, catalogue, user.id);
      if (!lines.length) fail(400, 'Your cart is empty');
      for (const { product } of lines) if (!product.is_active) fail(409, `${product.name} is no longer available`);
      const order = await insertOrder(tx, user, form, lang, lines);
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
      await claim(tx, order.id);
      // The stock reservation (with its ledger rows) goes with the COMMIT, so that a best
      // seller's inventory row, wanted by every checkout at once, is locked only while
      // PostgreSQL runs it. Lines are in product order: no deadlocks.
      tx.commitWith(
        checkoutReservationSql(
          lines.map((l) => ({ productId: l.product.id, quantity: l.quantity })),
          order.id,
          user.id,
        ),
      );
      return orderJson(order, items);
    });
  } catch (err) {
    if (isStockCheckViolation(err)) await refuseShortage(db, lines);
    throw err;
  }
}
