import { afterAll, beforeAll, expect, test } from 'vitest';
import { setup, type Harness, checkoutBody, newKey } from './helpers';
let h: Harness;
beforeAll(async () => { h = await setup(); });
afterAll(() => h.close());
test('smoke', async () => {
  const r = await h.request('POST', '/auth/register', { body: { email: 'a@b.com', username: 'abc', password: 'Password1' } });
  console.log(r.status, r.body);
  const t = r.body.access_token;
  console.log((await h.request('GET', '/auth/me', { token: t })).body);
  console.log((await h.request('POST', '/cart/items', { token: t, body: { product_id: 1, quantity: 2 } })).body);
  const o = await h.request('POST', '/orders', { token: t, body: checkoutBody, headers: { 'idempotency-key': newKey() } });
  console.log(o.status, o.body);
  console.log((await h.request('GET', '/products/stock')).body);
  console.log(h.logs.slice(0,2));
  expect(o.status).toBe(201);
});
