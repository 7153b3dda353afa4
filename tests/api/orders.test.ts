import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createOrderSchema } from '#domain/forms/requests';
import { checkoutBody, newKey, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup({
    products: [
      { id: 1, slug: 'fusion-splicer', name: 'Fusion Splicer', price: 100, discount_price: 80, stock: 50 },
      { id: 2, slug: 'power-meter', name: 'Power Meter', price: 50.5, stock: 50 },
      { id: 4, slug: 'scarce-kit', name: 'Scarce Kit', price: 10, stock: 2 },
    ],
  });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const add = (token: string, product_id: number, quantity: number) =>
  h.request('POST', '/cart/items', { token, body: { product_id, quantity } });
const order = (token: string, key = newKey(), body: unknown = checkoutBody) =>
  h.request('POST', '/orders', { token, body, headers: { 'idempotency-key': key } });
const stock = async (slug: string) => (await h.request('GET', '/products/stock')).body[slug];

describe('POST /orders', () => {
  test('creates an order from the server cart with server-side totals and clears the cart', async () => {
    const { user, token } = await h.user();
    await add(token, 1, 2);
    await add(token, 2, 1);
    const before = await stock('fusion-splicer');
    const r = await order(token);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      reference: expect.stringMatching(/^ORD-[A-Z0-9]{8}$/),
      status: 'processing',
      subtotal: 210.5,
      shipping_cost: 10,
      tax: 14.74,
      total_amount: 235.24,
      customer_name: 'Ada Lovelace',
      customer_email: 'ada@example.com',
      shipping_address: '1 Congress Ave, Suite 5',
      shipping_city: 'Austin',
      shipping_state: 'TX',
      shipping_zip: '78701',
      shipping_country: 'US',
      shipping_phone: '+15125550100',
      shipping_method: null,
      payment_method: 'bank_transfer',
      tracking_number: null,
      paid_at: null,
      shipped_at: null,
      delivered_at: null,
      cancelled_at: null,
    });
    expect(r.body.items).toEqual([
      {
        id: expect.any(Number),
        product_id: 1,
        product_slug: 'fusion-splicer',
        product_name: 'Fusion Splicer',
        product_image: '/images/products/fusion-splicer.svg',
        unit_price: 80,
        requested_unit_price: null,
        quantity: 2,
        total_price: 160,
      },
      {
        id: expect.any(Number),
        product_id: 2,
        product_slug: 'power-meter',
        product_name: 'Power Meter',
        product_image: '/images/products/power-meter.svg',
        unit_price: 50.5,
        requested_unit_price: null,
        quantity: 1,
        total_price: 50.5,
      },
    ]);
    expect(r.body.user_id).toBeUndefined();
    expect(await stock('fusion-splicer')).toBe(before - 2);
    expect((await h.request('GET', '/cart', { token })).body).toEqual([]);
    expect((await h.request('GET', `/orders/${r.body.id}`, { token })).body).toEqual(r.body);
    expect(user.id).toBeGreaterThan(0);
  });

  test('same Idempotency-Key and body → the same order once', async () => {
    const { token } = await h.user();
    await add(token, 2, 1);
    const key = newKey();
    const first = await order(token, key);
    const again = await order(token, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await h.request('GET', '/orders', { token })).body).toHaveLength(1);
  });

  test('same key, different body → 422', async () => {
    const { token } = await h.user();
    await add(token, 2, 1);
    const key = newKey();
    expect((await order(token, key)).status).toBe(201);
    const r = await order(token, key, { ...checkoutBody, city: 'Dallas' });
    expect(r.status).toBe(422);
    expect(r.body.detail[0].loc).toEqual(['header', 'Idempotency-Key']);
  });

  test('the same key while the first request runs → 409', async () => {
    const { user, token } = await h.user();
    await h.db.query('INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES ($1, $2, $3)', [
      user.id,
      'running-key',
      // The hash of the body as the server reads it (optional fields filled in).
      (await import('#server/http/idempotency')).requestHash(createOrderSchema.parse(checkoutBody)),
    ]);
    const r = await order(token, 'running-key');
    expect(r).toMatchObject({ status: 409, body: { detail: 'A request with this Idempotency-Key is still being processed' } });
  });

  test('missing Idempotency-Key → 400', async () => {
    const { token } = await h.user();
    const r = await h.request('POST', '/orders', { token, body: checkoutBody });
    expect(r).toMatchObject({ status: 400, body: { detail: 'Idempotency-Key header is required' } });
  });

  test('empty cart → 400 and the key can be reused once the cart is filled', async () => {
    const { token } = await h.user();
    const key = newKey();
    expect(await order(token, key)).toMatchObject({ status: 400, body: { detail: 'Your cart is empty' } });
    await add(token, 2, 1);
    expect((await order(token, key)).status).toBe(201);
  });

  test('card data or unknown fields → 422; missing fields → spec messages', async () => {
    const { token } = await h.user();
    await add(token, 2, 1);
    const card = await order(token, newKey(), { ...checkoutBody, cardNumber: '4111111111111111' });
    expect(card.status).toBe(422);
    const blank = await order(token, newKey(), { ...checkoutBody, firstName: ' ', address1: '', paymentMethod: 'cash' });
    // The address fields, needed to ship but not for a pickup, are checked after the others.
    expect(blank.body.detail.map((d: any) => d.msg)).toEqual([
      'First name is required',
      'Payment method is required',
      'Address is required',
    ]);
    const missing = await order(token, newKey(), { ...checkoutBody, city: undefined });
    expect(missing.body.detail).toEqual([{ loc: ['body', 'city'], msg: 'City is required', type: 'custom' }]);
    expect((await h.request('GET', '/cart', { token })).body).toHaveLength(1);
  });

  test('not enough stock → 409 naming the product; nothing reserved, cart kept', async () => {
    const first = await h.user();
    const second = await h.user();
    await add(first.token, 4, 2);
    await add(second.token, 2, 1);
    await add(second.token, 4, 1);
    expect((await order(first.token)).status).toBe(201);
    const before = await stock('power-meter');
    const r = await order(second.token);
    expect(r).toMatchObject({ status: 409, body: { detail: 'Scarce Kit is out of stock' } });
    expect(await stock('power-meter')).toBe(before);
    expect((await h.request('GET', '/cart', { token: second.token })).body).toHaveLength(2);
  });
});

describe('reading and cancelling', () => {
  test('GET /orders lists the caller’s orders newest first with items', async () => {
    const { token } = await h.user();
    const ids: string[] = [];
    for (const qty of [1, 2]) {
      await add(token, 2, qty);
      ids.push((await order(token)).body.id);
    }
    const r = await h.request('GET', '/orders', { token });
    expect(r.body.map((o: any) => o.id)).toEqual(ids.reverse());
    expect(r.body[0].items[0].quantity).toBe(2);
  });

  test.each(['not-a-uuid', '00000000-0000-0000-0000-000000000000', '1'])('GET /orders/%s → 404', async (id) => {
    const { token } = await h.user();
    expect((await h.request('GET', `/orders/${id}`, { token })).status).toBe(404);
  });

  test('cancel gives the stock back; cancelling twice changes nothing', async () => {
    const { token } = await h.user();
    await add(token, 1, 3);
    const before = await stock('fusion-splicer');
    const placed = (await order(token)).body;
    expect(await stock('fusion-splicer')).toBe(before - 3);
    const r = await h.request('POST', `/orders/${placed.id}/cancel`, { token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: placed.id, status: 'cancelled', cancelled_at: expect.any(String) });
    expect(await stock('fusion-splicer')).toBe(before);
    const twice = await h.request('POST', `/orders/${placed.id}/cancel`, { token });
    expect(twice.status).toBe(200);
    expect(twice.body).toEqual(r.body);
    expect(await stock('fusion-splicer')).toBe(before);
  });

  test('a shipped order cannot be cancelled → 409', async () => {
    const { token } = await h.user();
    await add(token, 2, 1);
    const placed = (await order(token)).body;
    await h.db.query("UPDATE orders SET status = 'shipped' WHERE id = $1", [placed.id]);
    const r = await h.request('POST', `/orders/${placed.id}/cancel`, { token });
    expect(r).toMatchObject({ status: 409, body: { detail: 'A shipped order cannot be marked cancelled' } });
  });
});
