// The API charges from the content it runs with: a product file changed on disk is
// followed without a restart.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { checkoutBody, defaultProducts, newKey, setup, SETUP_TIMEOUT, writeCatalogue, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup({ watch: true });
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

const content = () => h.env.CONTENT_DIR;
const cartPrice = async (token: string) => (await h.request('GET', '/cart', { token })).body[0]?.product_price;

describe('the catalogue follows content/products', () => {
  test('a new price is charged at checkout without a restart', async () => {
    const { token } = await h.user();
    await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 2 } });
    expect(await cartPrice(token)).toBe(50.5);

    writeCatalogue(content(), [{ id: 2, slug: 'power-meter', price: 61.25, stock: 10 }]);
    await vi.waitFor(async () => expect(await cartPrice(token)).toBe(61.25), { timeout: 5000, interval: 50 });

    const order = await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } });
    expect(order.status).toBe(201);
    expect(order.body.subtotal).toBe(122.5);
    expect(order.body.items[0]).toMatchObject({ product_id: 2, unit_price: 61.25, quantity: 2 });
  });

  test('a product added on disk gets its initial stock and can be put in a cart', async () => {
    writeCatalogue(content(), [{ id: 40, slug: 'visual-fault-locator', price: 129, stock: 4 }]);
    const { token } = await h.user();
    await vi.waitFor(
      async () => expect((await h.request('POST', '/cart/items', { token, body: { product_id: 40, quantity: 4 } })).status).toBe(200),
      {
        timeout: 5000,
        interval: 50,
      },
    );
    const stock = await h.request('GET', '/products/stock');
    expect(stock.body['visual-fault-locator']).toBe(4);
  });

  test('a product deactivated on disk can neither be added nor checked out', async () => {
    const { token } = await h.user();
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    writeCatalogue(content(), [{ ...defaultProducts[0], is_active: false }]);
    const add = () => h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    await vi.waitFor(async () => expect((await add()).status).toBe(409), { timeout: 5000, interval: 50 });
    expect((await add()).body).toEqual({ detail: 'fusion splicer is no longer available' });

    const order = await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } });
    expect(order).toMatchObject({ status: 409, body: { detail: 'fusion splicer is no longer available' } });
    // The refused checkout rolled back: the line is still in the cart for the customer to remove.
    expect((await h.request('GET', '/cart', { token })).body).toHaveLength(1);
  });

  test('a file that does not validate keeps the previous catalogue serving', async () => {
    const { token } = await h.user();
    writeFileSync(join(content(), 'products', 'power-meter.md'), '---\nid: 2\nname: half-saved\n');
    await vi.waitFor(() => expect(h.logs.some((l) => l.level === 'error')).toBe(true), { timeout: 5000, interval: 50 });
    expect((await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } })).status).toBe(200);
    expect(await cartPrice(token)).toBe(61.25);
  });
});
