// User B must not see or touch user A's cart items or orders (404, A's rows unchanged);
// no token → 401 on every authenticated route.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkoutBody, newKey, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let a: { token: string };
let b: { token: string };
let aItemId: number;
let aOrderId: string;

beforeAll(async () => {
  h = await setup();
  a = await h.user();
  b = await h.user();
  await h.request('POST', '/cart/items', { token: a.token, body: { product_id: 2, quantity: 1 } });
  const order = await h.request('POST', '/orders', { token: a.token, body: checkoutBody, headers: { 'idempotency-key': newKey() } });
  aOrderId = order.body.id;
  const cart = await h.request('POST', '/cart/items', { token: a.token, body: { product_id: 1, quantity: 2 } });
  aItemId = cart.body[0].id;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const snapshot = async () => ({
  cart: (await h.request('GET', '/cart', { token: a.token })).body,
  order: (await h.request('GET', `/orders/${aOrderId}`, { token: a.token })).body,
});

test("B gets 404 on every method on A's cart item and order, and A's data is unchanged", async () => {
  const before = await snapshot();
  expect(before.cart).toHaveLength(1);
  expect(before.order.status).toBe('processing');
  const attempts = [
    h.request('PUT', `/cart/items/${aItemId}`, { token: b.token, body: { quantity: 1 } }),
    h.request('DELETE', `/cart/items/${aItemId}`, { token: b.token }),
    h.request('GET', `/orders/${aOrderId}`, { token: b.token }),
    h.request('POST', `/orders/${aOrderId}/cancel`, { token: b.token }),
  ];
  for (const r of await Promise.all(attempts)) expect(r.status).toBe(404);
  expect(await snapshot()).toEqual(before);
  expect((await h.request('GET', '/orders', { token: b.token })).body).toEqual([]);
  expect((await h.request('GET', '/cart', { token: b.token })).body).toEqual([]);
});

test('B clearing their own cart leaves A’s cart alone', async () => {
  const before = await snapshot();
  expect((await h.request('DELETE', '/cart', { token: b.token })).status).toBe(200);
  expect(await snapshot()).toEqual(before);
});

test('a customer gets 403 on the staff routes', async () => {
  for (const [method, path] of [
    ['GET', '/admin/orders'],
    ['GET', `/admin/orders/${aOrderId}`],
    ['PATCH', `/admin/orders/${aOrderId}`],
  ]) {
    const r = await h.request(method, path, { token: b.token, body: method === 'PATCH' ? { status: 'cancelled' } : undefined });
    expect(r.status).toBe(403);
  }
  expect((await snapshot()).order.status).toBe('processing');
});

test.each([
  ['GET', '/auth/me'],
  ['PATCH', '/auth/me'],
  ['PATCH', '/auth/change-password'],
  ['GET', '/cart'],
  ['DELETE', '/cart'],
  ['POST', '/cart/items'],
  ['PUT', '/cart/items/1'],
  ['DELETE', '/cart/items/1'],
  ['GET', '/orders'],
  ['POST', '/orders'],
  ['GET', '/orders/00000000-0000-0000-0000-000000000000'],
  ['POST', '/orders/00000000-0000-0000-0000-000000000000/cancel'],
  ['GET', '/admin/orders'],
  ['GET', '/admin/orders/x'],
  ['PATCH', '/admin/orders/x'],
])('%s %s without a token → 401', async (method, path) => {
  const r = await h.request(method, path, { body: ['GET', 'DELETE'].includes(method) ? undefined : {} });
  expect(r.status).toBe(401);
});
