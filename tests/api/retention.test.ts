// Retention: old relay submissions lose their content and client address; Idempotency-Keys
// expire after 24 hours, and a claim left unfinished by a crash is released once its 30-second lease lapses.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { sweepExpired } from '#server/db/retention';
import { checkoutBody, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

test('relay rows older than 90 days keep their record but lose parameters and client address', async () => {
  const insert = (age: string) =>
    h.db.query<{ id: number }>(
      `INSERT INTO mail_outbox (template, recipient, reply_to, subject, params, reference, client_ip, created_at)
       VALUES ('team', 'team@example.com', 'ada@example.com', 'Hi', '{"message":"secret plans"}', 'CONTACT000001', '203.0.113.5', now() - $1::interval)
       RETURNING id`,
      [age],
    );
  const old = (await insert('91 days')).rows[0].id;
  const recent = (await insert('89 days')).rows[0].id;
  await sweepExpired(h.db);
  const rows = (
    await h.db.query<any>('SELECT id, params, client_ip, subject FROM mail_outbox WHERE id = ANY($1) ORDER BY id', [[old, recent]])
  ).rows;
  expect(rows[0]).toMatchObject({ params: {}, client_ip: '', subject: 'Hi' });
  expect(rows[1]).toMatchObject({ params: { message: 'secret plans' }, client_ip: '203.0.113.5' });
});

async function order(token: string, key: string, body = checkoutBody) {
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
  return h.request('POST', '/orders', { token, body, headers: { 'idempotency-key': key } });
}

test('an Idempotency-Key is answered for 24 hours, then a new request with it starts afresh', async () => {
  const { token, user } = await h.user();
  const first = await order(token, 'key-24h');
  expect(first.status).toBe(201);
  expect((await order(token, 'key-24h', { ...checkoutBody, city: 'Dallas' })).status).toBe(422);
  await h.db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1", [user.id]);
  const later = await order(token, 'key-24h', { ...checkoutBody, city: 'Dallas' });
  expect(later.status).toBe(201);
  expect(later.body.id).not.toBe(first.body.id);
  await h.db.query("UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE user_id = $1", [user.id]);
  expect((await sweepExpired(h.db)).keys).toBe(1);
});

test('a claim left unfinished by a crash answers 409 while its lease runs, then is released', async () => {
  const { token, user } = await h.user();
  // A claim exactly as a request makes it, left without its order as a crash would leave it.
  expect((await order(token, 'crashed')).status).toBe(201);
  await h.db.query(
    "UPDATE idempotency_keys SET order_id = NULL, created_at = now() - interval '1 minute', lease_until = now() + interval '20 seconds' WHERE user_id = $1",
    [user.id],
  );
  expect((await order(token, 'crashed')).status).toBe(409);
  await h.db.query("UPDATE idempotency_keys SET lease_until = now() - interval '1 second' WHERE user_id = $1 AND key = 'crashed'", [
    user.id,
  ]);
  expect((await order(token, 'crashed')).status).toBe(201);
});
