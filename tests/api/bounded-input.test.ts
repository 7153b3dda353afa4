// Bounded input (second outside review): over-long e-mails and passwords, bodies nested past
// 32 levels and stock past its column's range are refused with a 4xx, never a 500.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STOCK_ABOVE_MAX } from '#domain/inventory/inventory';
import { productSchema } from '#domain/content/schemas';
import { onError } from '#server/http/errors';
import { countHit } from '#server/http/rateLimit';
import { TOO_DEEP } from '#server/http/jsonDepth';
import { PASSWORD, productFrontmatter, setup, SETUP_TIMEOUT, type Harness } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup({
    env: { RATE_LIMIT_DISABLED: '0' },
    products: [
      { id: 1, slug: 'nearly-full', stock: 9_999_990 },
      { id: 2, slug: 'ordinary', stock: 5 },
    ],
  });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

let ip = 0;
/** Each call from its own client address, so the per-address limits never interfere. */
const post = (path: string, body: unknown, token?: string) =>
  h.request('POST', path, { body, token, env: { incoming: { socket: { remoteAddress: `192.0.2.${++ip}` } } } });

describe('e-mails are at most 254 characters', () => {
  const long = `${'a'.repeat(3990)}@example.com`;
  test.each([
    ['/auth/forgot-password', { email: long }],
    ['/auth/login', { email: long, password: PASSWORD }],
    ['/auth/register', { email: long, username: 'longmail', password: PASSWORD }],
  ])('%s answers 422 on the e-mail', async (path, body) => {
    const r = await post(path, body);
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(expect.objectContaining({ loc: ['body', 'email'], msg: 'Email must not exceed 254 characters' }));
  });

  test('a rate-limit key of any length is stored as a fixed-length digest', async () => {
    expect((await countHit(h.db, `reset-email:${'x'.repeat(10_000)}`, 60)).count).toBe(1);
  });
});

describe('passwords are at most 128 characters', () => {
  const long = `Aa1${'x'.repeat(60_000)}`;
  test('register, login, change and reset refuse one of 60,000 characters', async () => {
    const { token } = await h.user();
    const answers = [
      await post('/auth/register', { email: 'long@example.com', username: 'longpass', password: long }),
      await post('/auth/login', { email: 'long@example.com', password: long }),
      await h.request('PATCH', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: long } }),
      await post('/auth/reset-password', { token: 'x'.repeat(43), new_password: long }),
    ];
    for (const r of answers) {
      expect(r.status).toBe(422);
      expect(r.body.detail.map((d: { msg: string }) => d.msg)).toContain('Password must not exceed 128 characters');
    }
  });

  test('128 characters are still a password', async () => {
    const exact = `Aa1${'x'.repeat(125)}`;
    expect((await post('/auth/register', { email: 'exact@example.com', username: 'exactpass', password: exact })).status).toBe(201);
    expect((await post('/auth/login', { email: 'exact@example.com', password: exact })).status).toBe(200);
  });
});

describe('JSON nested deeper than 32 levels is a 400 before anything walks it', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deep = nested(3000);

  test.each(['/auth/login', '/auth/register', '/auth/forgot-password', '/auth/reset-password'])('%s', async (path) => {
    const r = await post(path, deep);
    expect(r).toMatchObject({ status: 400, body: { detail: TOO_DEEP } });
  });

  test('signed-in routes and the e-mail relay too; 32 levels are still read', async () => {
    const { token } = await h.user();
    expect((await post('/cart/items', deep, token)).status).toBe(400);
    expect((await post('/cart/items', { product_id: 2, quantity: JSON.parse(nested(31)) }, token)).status).toBe(422);
    const relay = await post('/v1.0/email/send', deep);
    expect(relay).toMatchObject({ status: 400, body: TOO_DEEP });
    // Brackets inside strings are text, not nesting.
    expect((await post('/auth/forgot-password', { email: `${'['.repeat(100)}@x.io` })).status).toBe(422);
  });
});

describe('stock stays within its range', () => {
  test('an adjustment past the maximum is a 409 with the limit named, and the stock is unchanged', async () => {
    const admin = await h.user({ role: 'admin' });
    const adjust = (change: number) =>
      h.request('POST', '/admin/inventory/1/adjustments', { token: admin.token, body: { change, reason: 'restock' } });
    expect(await adjust(100_000)).toMatchObject({ status: 409, body: { detail: STOCK_ABOVE_MAX } });
    expect((await adjust(10)).status).toBe(201);
    expect((await adjust(1)).status).toBe(409);
    const { rows } = await h.db.query('SELECT stock FROM inventory WHERE product_id = 1');
    expect(rows[0].stock).toBe(10_000_000);
  });

  test('the content’s initial stock has a maximum', () => {
    const product = productFrontmatter({ id: 9, slug: 'bounded' });
    expect(productSchema.safeParse({ ...product, stock: 10_000_000 }).success).toBe(true);
    expect(productSchema.safeParse({ ...product, stock: 2 ** 31 }).success).toBe(false);
  });

  test('a numeric-range error of PostgreSQL (22003) is a 422, never a 500', async () => {
    const app = new Hono()
      .get('/', () => {
        throw Object.assign(new Error('integer out of range'), { code: '22003' });
      })
      .onError(onError(() => {}));
    const r = await app.request('/');
    expect(r.status).toBe(422);
    expect(await r.json()).toMatchObject({ detail: [{ type: 'number_out_of_range' }] });
  });
});
