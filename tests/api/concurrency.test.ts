// 200 simultaneous checkouts of a product with stock 10: exactly 10 orders, 190 clear 409s.
// Only real PostgreSQL proves the absence of oversell (PGlite runs one session); the same
// body runs on PGlite for the counts.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signToken } from '#server/auth/tokens';
import { checkoutBody, knownHash, newKey, PG_URL, setup, type Harness, SETUP_TIMEOUT } from './helpers';

const BUYERS = 200;
const STOCK = 10;
let h: Harness;

beforeAll(async () => {
  h = await setup({ products: [{ id: 7, slug: 'hot-item', name: 'Hot Item', price: 99, stock: STOCK }] });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

async function buyersWithOneInCart(n: number, tag: string): Promise<string[]> {
  // Inserted in one statement with a shared hash: no argon2 per user.
  const { rows } = await h.db.query<{ id: number; token_version: number }>(
    `INSERT INTO users (email, username, password_hash)
     SELECT 'buyer' || i || '-' || $2 || '@example.com', 'b' || i || $2, $1 FROM generate_series(1, $3::int) AS i
     RETURNING id, token_version`,
    [await knownHash(), tag, n],
  );
  await h.db.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT unnest($1::bigint[]), 7, 1', [rows.map((r) => r.id)]);
  return Promise.all(rows.map((r) => signToken(r, h.config.jwtSecret)));
}

async function rush() {
  const tokens = await buyersWithOneInCart(BUYERS, 'a');
  const answers = await Promise.all(
    tokens.map((token) => h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': newKey() } })),
  );
  const byStatus = answers.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
  expect(byStatus).toEqual({ 201: STOCK, 409: BUYERS - STOCK });
  for (const r of answers.filter((a) => a.status === 409)) expect(r.body.detail).toBe('Hot Item is out of stock');
  expect((await h.request('GET', '/products/stock')).body['hot-item']).toBe(0);
  const { rows } = await h.db.query<{ n: number; sold: number }>(
    'SELECT count(*)::int AS n, coalesce(sum(quantity), 0)::int AS sold FROM order_items WHERE product_id = 7',
  );
  expect(rows[0]).toEqual({ n: STOCK, sold: STOCK });
}

const rushName = `${BUYERS} concurrent checkouts for stock ${STOCK} → exactly ${STOCK} orders`;
test.skipIf(!PG_URL)(`no oversell on real PostgreSQL: ${rushName} (needs TEST_DATABASE_URL: npm run test:api:pg)`, rush, 120_000);
test.runIf(!PG_URL)(`PGlite, counts only (one session cannot race): ${rushName}`, rush, 120_000);

test('the same Idempotency-Key sent 20 times at once creates one order', async () => {
  await h.db.query('UPDATE inventory SET stock = 5 WHERE product_id = 7');
  const [token] = await buyersWithOneInCart(1, 'b');
  const key = newKey();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': key } })),
  );
  const created = answers.filter((a) => a.status === 201);
  expect(created).toHaveLength(1);
  for (const a of answers) {
    expect([200, 201, 409]).toContain(a.status);
    if (a.status === 200) expect(a.body.id).toBe(created[0].body.id);
  }
  const { rows } = await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM orders WHERE customer_email = 'ada@example.com'");
  expect(rows[0].n).toBe(STOCK + 1);
  expect((await h.request('GET', '/products/stock')).body['hot-item']).toBe(4);
}, 60_000);
