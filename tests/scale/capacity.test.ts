// Through the balancer, on three instances: 200 checkouts for stock 10 sell exactly 10; 50
// registrations for 6 seats hold exactly 6 and waitlist 44; the admin CLI works beside the
// running servers on PostgreSQL and its account signs in on every instance.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkoutBody, PASSWORD } from '../api/helpers';
import { call, JWT_SECRET, startShop, submission, type Shop } from './shop';

const SEATS = 6;
let shop: Shop;
beforeAll(async () => {
  shop = await startShop({
    products: [{ id: 7, slug: 'hot-item', name: 'Hot Item', price: 99, stock: 10 }],
    sessions: [{ id: 3, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: SEATS }],
  });
});
afterAll(() => shop?.stop());

const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {});

test('200 concurrent checkouts for stock 10: exactly 10 orders', async () => {
  const buyers = await shop.customers(200);
  await shop.sql.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT unnest($1::bigint[]), 7, 1', [
    buyers.map((b) => b.id),
  ]);
  const answers = await Promise.all(
    buyers.map((b) =>
      call(`${shop.balancer}/api/orders`, { token: b.token, body: checkoutBody, headers: { 'idempotency-key': `rush-${b.id}` } }),
    ),
  );
  expect(tally(answers.map((a) => a.status))).toEqual({ 201: 10, 409: 190 });
  const { rows } = await shop.sql.query<{ stock: number; sold: number }>(
    'SELECT (SELECT stock FROM inventory WHERE product_id = 7) AS stock, (SELECT sum(quantity)::int FROM order_items WHERE product_id = 7) AS sold',
  );
  expect(rows[0]).toEqual({ stock: 0, sold: 10 });
});

// Each from its own address (HAProxy adds the one it saw; at most 2 pending seats per address).
test(`50 registrations at once for ${SEATS} seats: exactly ${SEATS} held pending their e-mail link`, async () => {
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, n) =>
      call(`${shop.balancer}/api/v1.0/email/send`, {
        // 50 people from 50 addresses and 50 companies' own domains: no per-address or per-domain review.
        body: submission(`SEAT-${n}`, { form_type: 'course', session_id: '3', user_email: `seat${n}@company${n}.example` }),
        headers: { 'x-forwarded-for': `198.51.100.${n + 1}` },
      }),
    ),
  );
  expect(tally(answers.map((a) => a.status))).toEqual({ 200: 50 });
  const { rows } = await shop.sql.query<{ status: string; n: number }>(
    'SELECT status, count(*)::int AS n FROM session_registrations WHERE session_id = 3 GROUP BY status ORDER BY status',
  );
  expect(rows).toEqual([
    { status: 'pending', n: SEATS },
    { status: 'waitlisted', n: 50 - SEATS },
  ]);
});

test('the admin CLI beside the running servers (PostgreSQL): the new account signs in on every instance', async () => {
  const cli = await promisify(execFile)(
    process.execPath,
    ['build/server/cli.js', 'create-user', '--email', 'ops@example.com', '--password', PASSWORD, '--role', 'admin'],
    { env: { ...process.env, DATABASE_URL: shop.cluster.url, JWT_SECRET, NODE_ENV: 'production' } },
  );
  expect(cli.stdout).toMatch(/created user \d+ <ops@example.com>/);
  for (const i of shop.instances) {
    const login = await call(`${i.url}/api/auth/login`, { body: { email: 'ops@example.com', password: PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('admin');
  }
});
