import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { LINE_CAP_MESSAGE } from '#domain/orders/requests';
import { checkoutBody, newKey, setup, type Harness, SETUP_TIMEOUT } from './helpers';

const add = (token: string, body: unknown) => h.request('POST', '/cart/items', { token, body });

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

describe('cart', () => {
  test('starts empty', async () => {
    const { token } = await h.user();
    expect(await h.request('GET', '/cart', { token })).toMatchObject({ status: 200, body: [] });
  });

  test('adds with the catalogue’s sale price, whatever the request says', async () => {
    const { token } = await h.user();
    const r = await add(token, { product_id: 1, quantity: 2 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([
      {
        id: expect.any(Number),
        product_id: 1,
        product_slug: 'fusion-splicer',
        product_name: 'fusion splicer',
        product_image: '/images/products/fusion-splicer.svg',
        product_price: 80,
        quantity: 2,
        total_price: 160,
      },
    ]);
    const forged = await add(token, { product_id: 2, quantity: 1, product_price: 0.01 });
    expect(forged.status).toBe(422);
  });

  test('adding a product already in the cart adds to its quantity; quantity defaults to 1', async () => {
    const { token } = await h.user();
    await add(token, { product_id: 2, quantity: 3 });
    const r = await add(token, { product_id: 2 });
    expect(r.body).toHaveLength(1);
    expect(r.body[0]).toMatchObject({ quantity: 4, product_price: 50.5, total_price: 202 });
  });

  test('quantity above live stock → 422 naming the limit, cart unchanged', async () => {
    const { token } = await h.user();
    await add(token, { product_id: 1, quantity: 4 });
    const r = await add(token, { product_id: 1, quantity: 2 });
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'quantity'], msg: 'Only 5 items available' });
    expect((await h.request('GET', '/cart', { token })).body[0].quantity).toBe(4);
  });

  test.each([0, -1, 1.5, '2', null, 3003835189373425, 2 ** 31])('quantity %j → 422', async (quantity) => {
    const { token } = await h.user();
    expect((await add(token, { product_id: 1, quantity })).status).toBe(422);
  });

  test('an unknown product → 404; a retired one → 409 naming it', async () => {
    const { token } = await h.user();
    expect(await add(token, { product_id: 999, quantity: 1 })).toMatchObject({ status: 404, body: { detail: 'Product not found' } });
    expect(await add(token, { product_id: 3, quantity: 1 })).toMatchObject({
      status: 409,
      body: { detail: 'retired cleaver is no longer available' },
    });
  });

  test('PUT sets the quantity within stock', async () => {
    const { token } = await h.user();
    const [item] = (await add(token, { product_id: 2, quantity: 1 })).body;
    const r = await h.request('PUT', `/cart/items/${item.id}`, { token, body: { quantity: 7 } });
    expect(r.status).toBe(200);
    expect(r.body[0]).toMatchObject({ id: item.id, quantity: 7, total_price: 353.5 });
    const over = await h.request('PUT', `/cart/items/${item.id}`, { token, body: { quantity: 11 } });
    expect(over.status).toBe(422);
    expect(over.body.detail[0].msg).toBe('Only 10 items available');
    const zero = await h.request('PUT', `/cart/items/${item.id}`, { token, body: { quantity: 0 } });
    expect(zero.body.detail[0].msg).toBe('Quantity must be at least 1');
    expect((await h.request('GET', '/cart', { token })).body[0].quantity).toBe(7);
  });

  test.each(['999999', 'abc', '0', '-1', '1e3', '99999999999999999999'])('PUT/DELETE unknown item %s → 404', async (id) => {
    const { token } = await h.user();
    expect((await h.request('PUT', `/cart/items/${id}`, { token, body: { quantity: 1 } })).status).toBe(404);
    expect((await h.request('DELETE', `/cart/items/${id}`, { token })).status).toBe(404);
  });

  test('DELETE an item answers the rest; DELETE /cart empties it', async () => {
    const { token } = await h.user();
    await add(token, { product_id: 1, quantity: 1 });
    const both = (await add(token, { product_id: 2, quantity: 1 })).body;
    const rest = await h.request('DELETE', `/cart/items/${both[0].id}`, { token });
    expect(rest.body.map((i: any) => i.product_id)).toEqual([2]);
    expect(await h.request('DELETE', '/cart', { token })).toMatchObject({ status: 200, body: [] });
    expect((await h.request('GET', '/cart', { token })).body).toEqual([]);
  });
});

describe('a cart line holds at most 100,000 units, however it grows', () => {
  const withStock = async (stock: number, run: () => Promise<void>) => {
    await h.db.query('UPDATE inventory SET stock = $1 WHERE product_id = 2', [stock]);
    try {
      await run();
    } finally {
      await h.db.query('UPDATE inventory SET stock = 10 WHERE product_id = 2');
    }
  };

  test('adding again past the cap is a 422 on quantity naming it; the line stays as it was', () =>
    withStock(500_000, async () => {
      const { token } = await h.user();
      expect((await add(token, { product_id: 2, quantity: 100_000 })).status).toBe(200);
      const r = await add(token, { product_id: 2, quantity: 1 });
      expect(r.status).toBe(422);
      expect(r.body.detail).toEqual([
        { loc: ['body', 'quantity'], msg: `${LINE_CAP_MESSAGE} (this one holds 100,000)`, type: 'value_error' },
      ]);
      expect((await h.request('GET', '/cart', { token })).body).toEqual([expect.objectContaining({ product_id: 2, quantity: 100_000 })]);
    }));

  test('Buy again fills a line up to the cap and says so', () =>
    withStock(500_000, async () => {
      const { token } = await h.user();
      await add(token, { product_id: 2, quantity: 100_000 });
      const placed = await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      await add(token, { product_id: 2, quantity: 1 });
      const again = await h.request('POST', `/orders/${placed.body.id}/buy-again`, { token });
      expect(again.status).toBe(200);
      expect(again.body.cart).toEqual([expect.objectContaining({ product_id: 2, quantity: 100_000 })]);
      expect(again.body.changes).toEqual([`power meter: 99,999 of 100,000 added (${LINE_CAP_MESSAGE})`]);
      const full = await h.request('POST', `/orders/${placed.body.id}/buy-again`, { token });
      expect(full.body.cart).toEqual([expect.objectContaining({ product_id: 2, quantity: 100_000 })]);
      expect(full.body.changes).toEqual([`power meter: 0 of 100,000 added (${LINE_CAP_MESSAGE})`]);
    }));
});

describe('GET /products/stock', () => {
  test('live stock of active products by slug, cacheable for 30 s', async () => {
    const r = await h.request('GET', '/products/stock');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ 'fusion-splicer': 5, 'power-meter': 10 });
    expect(r.headers.get('cache-control')).toBe('public, max-age=30');
  });

  test('?slugs= answers only the products asked for; unknown slugs are left out', async () => {
    const r = await h.request('GET', '/products/stock?slugs=power-meter,no-such-product');
    expect(r).toMatchObject({ status: 200, body: { 'power-meter': 10 } });
    expect(Object.keys(r.body as object)).toEqual(['power-meter']);
  });

  test('a malformed ?slugs= is a 422 naming the parameter', async () => {
    for (const slugs of ['', 'Power Meter', 'a,,b', Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')]) {
      const r = await h.request('GET', `/products/stock?slugs=${encodeURIComponent(slugs)}`);
      expect(r.status, slugs).toBe(422);
      expect(r.body).toMatchObject({ detail: [{ loc: ['query', 'slugs'], msg: '1 to 100 product slugs, separated by commas' }] });
    }
  });

  test('seeding never overwrites live stock', async () => {
    await h.db.query("UPDATE inventory SET stock = 4 WHERE slug = 'power-meter'");
    const { seedInventory, loadCatalogue } = await import('#server/catalogue/catalogue');
    await seedInventory(h.db, loadCatalogue(h.config.contentDir));
    expect((await h.request('GET', '/products/stock')).body['power-meter']).toBe(4);
    await h.db.query("UPDATE inventory SET stock = 10 WHERE slug = 'power-meter'");
  });

  test('the schema refuses negative stock', async () => {
    await expect(h.db.query("UPDATE inventory SET stock = -1 WHERE slug = 'power-meter'")).rejects.toThrow();
  });
});
