// U+0000 in any text the API would store or search is bad input: 422 naming the field,
// never a 500 from PostgreSQL ("invalid byte sequence" / "unsupported Unicode escape").
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { checkoutBody, newKey, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let admin: string;
let customer: string;
beforeAll(async () => {
  h = await setup();
  admin = (await h.user({ role: 'admin' })).token;
  customer = (await h.user()).token;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const NUL = 'Ada\u0000Lovelace';

test('register and profile names', async () => {
  const r = await h.request('POST', '/auth/register', {
    body: { email: 'nul@example.com', username: 'nuluser', password: 'Password1', first_name: NUL },
  });
  expect(r.status).toBe(422);
  expect(r.body.detail).toEqual([
    { loc: ['body', 'first_name'], msg: 'Text must not contain the NUL character (U+0000)', type: 'string_nul' },
  ]);
  const p = await h.request('PATCH', '/auth/me', { token: customer, body: { last_name: NUL } });
  expect(p.status).toBe(422);
  expect(p.body.detail[0].loc).toEqual(['body', 'last_name']);
});

test('checkout address, with the cart left as it was', async () => {
  await h.request('POST', '/cart/items', { token: customer, body: { product_id: 2, quantity: 1 } });
  const r = await h.request('POST', '/orders', {
    token: customer,
    body: { ...checkoutBody, address1: `1 Main${'\u0000'}St` },
    headers: { 'idempotency-key': newKey() },
  });
  expect(r.status).toBe(422);
  expect(r.body.detail[0].loc).toEqual(['body', 'address1']);
  expect((await h.request('GET', '/cart', { token: customer })).body).toHaveLength(1);
});

test('staff tracking number and order search', async () => {
  const order = (await h.request('POST', '/orders', { token: customer, body: checkoutBody, headers: { 'idempotency-key': newKey() } }))
    .body;
  const r = await h.request('PATCH', `/admin/orders/${order.id}`, {
    token: admin,
    body: { status: 'shipped', tracking_number: '1Z\u0000', shipping_method: 'UPS' },
  });
  expect(r.status).toBe(422);
  expect(r.body.detail[0].loc).toEqual(['body', 'tracking_number']);
  const q = await h.request('GET', `/admin/orders?q=${encodeURIComponent('ORD\u0000')}`, { token: admin });
  expect(q.status).toBe(422);
  expect(q.body.detail[0].loc).toEqual(['query', 'q']);
});

test('the e-mail relay’s fields, and keys as well as values', async () => {
  const send = (template_params: Record<string, unknown>) =>
    h.request('POST', '/v1.0/email/send', {
      body: {
        lib_version: '4.4.1',
        user_id: emailDefaults.publicKey,
        service_id: emailDefaults.serviceId,
        template_id: emailDefaults.teamTemplateId,
        template_params,
      },
    });
  const base = { user_name: 'Ada', user_email: 'ada@example.com', form_type: 'contact', message: 'Hi', order_id: 'CONTACT123456' };
  expect((await send({ ...base, message: `Hi${'\u0000'}` })).status).toBe(422);
  expect((await send({ ...base, ['x\u0000']: 'y' })).status).toBe(422);
  expect((await h.db.query('SELECT 1 FROM mail_outbox')).rows).toHaveLength(0);
});

test('an unpaired surrogate ("\\ud800" in JSON) is refused like NUL, never a 500', async () => {
  const r = await h.request('POST', '/auth/register', {
    body: { email: 'lone@example.com', username: 'loneuser', password: 'Password1', first_name: 'Ada\ud800' },
  });
  expect(r.status).toBe(422);
  expect(r.body.detail).toEqual([
    { loc: ['body', 'first_name'], msg: 'Text must not contain an unpaired surrogate (not a Unicode character)', type: 'string_unicode' },
  ]);
  const note = await h.request('PATCH', '/admin/leads/1', { token: admin, body: { note: '\ud800' } });
  expect(note.status).toBe(422);
});
