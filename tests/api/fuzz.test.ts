// Property: no body, however malformed, makes a write route answer 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PASSWORD, setup, type Harness, SETUP_TIMEOUT } from './helpers';

const RUNS = 1000;
let h: Harness;
let token: string;
let admin: string;
let itemId: number;
let orderId: string;

beforeAll(async () => {
  h = await setup({ products: [{ id: 1, slug: 'fuzz-item', price: 12.34, stock: 1_000_000 }] });
  token = (await h.user()).token;
  admin = (await h.user({ role: 'admin' })).token;
  itemId = (await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } })).body[0].id;
  const order = await h.request('POST', '/orders', {
    token,
    body: {
      firstName: 'F',
      lastName: 'Z',
      email: 'f@z.io',
      phone: '1',
      address1: 'a',
      city: 'c',
      postalCode: 'p',
      country: 'US',
      paymentMethod: 'check',
    },
    headers: { 'idempotency-key': 'seed' },
  });
  orderId = order.body.id;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const noise: fc.Arbitrary<unknown> = fc.oneof(fc.jsonValue(), fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

/** Raw text: random strings, random JSON, and objects built from the route's own keys with good or bad values. */
const bodies = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: fc.dictionary(fc.string(), noise).map((v) => JSON.stringify(v)) },
    {
      weight: 5,
      arbitrary: fc
        .record(Object.fromEntries(Object.entries(fields).map(([k, good]) => [k, fc.oneof(good, noise)])), { requiredKeys: [] })
        .map((v) => JSON.stringify(v)),
    },
  );

const email = fc.oneof(fc.emailAddress(), fc.constantFrom('a@b.co', 'x', ''));
const text = fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom('', ' ', 'Ok Name'));
const password = fc.oneof(fc.string(), fc.constantFrom(PASSWORD, 'Secret123', 'short'));
const count = fc.oneof(fc.integer({ min: -3, max: 20 }), fc.double(), fc.constant(1));

interface FuzzOptions {
  token?: string | (() => string);
  headers?: fc.Arbitrary<Record<string, string>>;
  seen?: (answer: { status: number; body: any }) => void;
}

async function neverFails(method: string, path: (body: string) => string, arb: fc.Arbitrary<string>, opts: FuzzOptions = {}) {
  const tokenNow = typeof opts.token === 'function' ? opts.token : () => opts.token as string | undefined;
  await fc.assert(
    fc.asyncProperty(arb, opts.headers ?? fc.constant({}), async (body, headers) => {
      const r = await h.request(method, path(body), { token: tokenNow(), body, headers });
      opts.seen?.(r);
      expect(r.status, `${method} ${body}`).toBeLessThan(500);
      expect(r.status, 'the token stays valid').not.toBe(opts.token ? 401 : -1);
      if (r.status >= 400) expect(r.body).toHaveProperty('detail');
    }),
    { numRuns: RUNS },
  );
}

test(
  'POST /auth/register',
  () =>
    neverFails('POST', () => '/auth/register', bodies({ email, username: text, password, first_name: text, last_name: text, phone: text })),
  300_000,
);

test('POST /auth/login', () => neverFails('POST', () => '/auth/login', bodies({ email, password })), 300_000);

test(
  'PATCH /auth/me',
  () => neverFails('PATCH', () => '/auth/me', bodies({ first_name: text, last_name: text, phone: text, email }), { token }),
  300_000,
);

test('PATCH /auth/change-password', async () => {
  // Its own user: a successful change revokes the token the other properties rely on.
  let own = (await h.user()).token;
  const current = fc.oneof(password, fc.constant('abcdefg1'));
  await neverFails(
    'PATCH',
    () => '/auth/change-password',
    bodies({ current_password: current, new_password: fc.constantFrom('abc', 'abcdefg1') }),
    {
      token: () => own,
      seen: (r) => {
        if (r.status === 200) own = r.body.access_token;
      },
    },
  );
}, 300_000);

test(
  'POST /cart/items',
  () => neverFails('POST', () => '/cart/items', bodies({ product_id: fc.oneof(fc.constant(1), fc.integer()), quantity: count }), { token }),
  300_000,
);

test('PUT /cart/items/{id}', () => neverFails('PUT', () => `/cart/items/${itemId}`, bodies({ quantity: count }), { token }), 300_000);

test(
  'POST /orders',
  () =>
    neverFails(
      'POST',
      () => '/orders',
      bodies({
        firstName: text,
        lastName: text,
        email,
        phone: text,
        address1: text,
        address2: text,
        city: text,
        state: text,
        postalCode: text,
        country: text,
        paymentMethod: fc.constantFrom('credit_card', 'bank_transfer', 'purchase_order', 'check', 'cash'),
      }),
      {
        token,
        headers: fc.oneof(
          fc.constant({}),
          fc.string({ maxLength: 300 }).map((k) => ({ 'idempotency-key': k.replace(/[^\x20-\x7e]/g, '') })),
        ),
      },
    ),
  300_000,
);

test(
  'PATCH /admin/orders/{id}',
  () =>
    neverFails(
      'PATCH',
      () => `/admin/orders/${orderId}`,
      bodies({ status: fc.constantFrom('shipped', 'delivered', 'cancelled', 'processing'), tracking_number: text, shipping_method: text }),
      { token: admin },
    ),
  300_000,
);

test('random path ids on the id routes', async () => {
  await fc.assert(
    fc.asyncProperty(fc.string(), async (id) => {
      const seg = encodeURIComponent(id);
      for (const [method, path, who] of [
        ['PUT', `/cart/items/${seg}`, token],
        ['DELETE', `/cart/items/${seg}`, token],
        ['GET', `/orders/${seg}`, token],
        ['POST', `/orders/${seg}/cancel`, token],
        ['GET', `/admin/orders/${seg}`, admin],
      ] as const) {
        const r = await h.request(method, path, { token: who, body: method === 'PUT' ? { quantity: 1 } : undefined });
        expect(r.status).toBeLessThan(500);
      }
    }),
    { numRuns: 200 },
  );
}, 300_000);
