// The OpenAPI document is generated from the routes: it lists exactly the routes the app
// registers, every answer the API really sends fits the schema it documents, and Redocly's
// recommended rules find nothing to say.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { linkToken } from '#server/mail/links';
import { resetLinkTokenFor } from './reset-links';
import { billingSteps, nextYear, PDF_BYTES } from './billing.helpers';
import { checkoutBody, newKey, PASSWORD, setup, SETUP_TIMEOUT, type Answer, type Harness, type RequestOptions } from './helpers';

let h: Harness;
let doc: any;
const METRICS_TOKEN = 'metrics-token-for-the-test';
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-01-05', end_date: '2099-01-06' }], env: { METRICS_TOKEN } });
  doc = (await h.request('GET', '/openapi.json')).body;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const routes = [
  'post /auth/register',
  'post /auth/login',
  'get /auth/me',
  'patch /auth/me',
  'patch /auth/change-password',
  'post /auth/forgot-password',
  'post /auth/reset-password',
  'post /auth/logout',
  'get /cart',
  'delete /cart',
  'post /cart/items',
  'put /cart/items/{id}',
  'delete /cart/items/{id}',
  'get /products/stock',
  'post /orders',
  'get /orders',
  'get /orders/{id}',
  'post /orders/{id}/cancel',
  'get /admin/orders',
  'get /admin/orders/{id}',
  'patch /admin/orders/{id}',
  'get /health',
  'get /health/live',
  'get /health/ready',
  'get /metrics',
  'get /openapi.json',
  'get /admin/inventory',
  'post /admin/inventory/{product_id}/adjustments',
  'get /admin/inventory/{product_id}/movements',
  'post /admin/inventory/receipts',
  'put /admin/inventory/{product_id}/threshold',
  'get /admin/audit',
  'get /admin/leads',
  'patch /admin/leads',
  'patch /admin/leads/{id}',
  'get /admin/leads.csv',
  'get /admin/staff',
  'get /school/sessions',
  'get /products/{slug}/datasheet.pdf',
  'get /products/compare',
  'post /school/registrations/confirm',
  'post /school/registrations/status',
  'get /admin/sessions',
  'get /admin/sessions/{id}/registrations',
  'post /admin/sessions/{id}/registrations',
  'get /admin/registrations',
  'patch /admin/registrations/{id}',
  'post /v1.0/email/send',
  'get /v1.0/email/outbox',
  'post /v1.0/email/test',
  'get /account/billing',
  'post /account/tax-certificates',
  'delete /account/tax-certificates/{id}',
  'get /admin/customers',
  'patch /admin/customers/{id}',
  'get /admin/tax-certificates/{id}/file',
  'patch /admin/tax-certificates/{id}',
  'post /admin/orders/{id}/confirm',
  'post /admin/orders/{id}/payments',
  'get /admin/orders/{id}/payments',
  'get /admin/orders/{id}/terms',
  'post /admin/orders/{id}/resend',
  'get /admin/orders/{id}/invoice.pdf',
  'get /admin/orders/{id}/confirmation.pdf',
  'get /orders/{id}/invoice.pdf',
  'get /orders/{id}/confirmation.pdf',
  'post /orders/{id}/buy-again',
];

const operations = () =>
  Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, op]) => ({ key: `${method} ${path}`, path, op })),
  );

test('is an OpenAPI 3.1 document', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String), license: { name: expect.any(String) } });
  expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const { path, op } of operations()) {
    expect(path.startsWith('/')).toBe(true);
    expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    for (const param of op.parameters ?? [])
      expect(param.in === 'header' || param.in === 'query' || path.includes(`{${param.name}}`)).toBe(true);
  }
});

test('lists every route', () => {
  expect(
    operations()
      .map((o) => o.key)
      .sort(),
  ).toEqual([...routes].sort());
});

test('documents exactly the routes the app registers', () => {
  const registered = h.api.routes
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')) // middleware
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  expect([...new Set(registered)].sort()).toEqual(
    operations()
      .map((o) => o.key)
      .sort(),
  );
});

test('every operation has an operationId, a summary, its security and its 4xx answers', () => {
  const guarded = (key: string) =>
    /^\w+ \/(admin|account|cart|orders|metrics|auth\/(me|change-password|logout)|v1\.0\/email\/(outbox|test))/.test(key);
  const ids = operations().map(({ key, op }) => {
    expect(op.summary, key).toEqual(expect.any(String));
    expect(op.security, key).toEqual(guarded(key) ? [{ bearer: [] }] : []);
    expect(
      Object.keys(op.responses).some((s) => s.startsWith('4')),
      key,
    ).toBe(true);
    if (guarded(key)) expect(op.responses['401'], key).toBeDefined();
    if (key.includes(' /admin/')) expect(op.responses['403'], key).toBeDefined();
    return op.operationId;
  });
  expect(ids.every((id) => /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
});

test('request bodies come from the zod schemas, with their limits', () => {
  const register = doc.paths['/auth/register'].post.requestBody.content['application/json'].schema;
  expect(register.required).toEqual(expect.arrayContaining(['email', 'username', 'password']));
  expect(register.properties.username).toMatchObject({ minLength: 3, maxLength: 20 });
  const order = doc.paths['/orders'].post.requestBody.content['application/json'].schema;
  expect(order.additionalProperties).toBe(false);
  expect(order.properties.paymentMethod.enum).toEqual(['credit_card', 'bank_transfer', 'purchase_order', 'check']);
  expect(doc.paths['/orders'].post.parameters).toContainEqual(
    expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }),
  );
  expect(doc.paths['/admin/orders/{id}'].patch.responses['403']).toBeDefined();
  expect(doc.paths['/auth/logout'].post.requestBody.required).toBe(false);
});

describe('every documented answer fits what the API really sends', () => {
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; the document's components become $defs.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const compiled = new Map<string, ValidateFunction>();
  function expectFits(schema: object, body: unknown, what: string) {
    const standalone = JSON.stringify({ ...schema, $defs: doc.components.schemas }).replaceAll('#/components/schemas/', '#/$defs/');
    if (!compiled.has(standalone)) compiled.set(standalone, ajv.compile(JSON.parse(standalone)));
    const validate = compiled.get(standalone)!;
    expect(validate(body) ? [] : validate.errors, what).toEqual([]);
  }

  const answered = new Set<string>();
  /** Calls a documented operation; its status must be documented and its body fit that answer's schema. */
  async function call(
    method: string,
    template: string,
    o: RequestOptions & { params?: Record<string, string | number>; query?: string } = {},
  ): Promise<Answer> {
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(o.params?.[name])) + (o.query ?? '');
    const answer = await h.request(method.toUpperCase(), path, o);
    const what = `${method} ${template} ${answer.status}`;
    const op = doc.paths[template]?.[method];
    expect(op, `${method} ${template} is documented`).toBeDefined();
    const response = op.responses[answer.status] ?? op.responses[`${String(answer.status)[0]}XX`];
    expect(response, `${what} is documented`).toBeDefined();
    const type = answer.headers.get('content-type')?.split(';')[0] ?? '';
    if (!response.content) expect(answer.body, what).toBe('');
    else {
      expect(Object.keys(response.content), what).toContain(type);
      if (type === 'application/json') expectFits(response.content[type].schema, answer.body, what);
      else expect(answer.body, what).toEqual(expect.any(String));
    }
    answered.add(what);
    return answer;
  }

  const customer = {
    email: 'ada@example.com',
    username: 'ada',
    password: PASSWORD,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone: '+15125550100',
  };
  let token = '';
  let orderId = '';

  test('a customer: account, cart, orders, password', async () => {
    expect((await call('post', '/auth/register', { body: customer })).status).toBe(201);
    token = (await call('post', '/auth/login', { body: { email: customer.email, password: PASSWORD } })).body.access_token;
    await call('get', '/auth/me', { token });
    await call('patch', '/auth/me', { token, body: { phone: '+15125550111' } });
    expect((await call('get', '/auth/me')).status).toBe(401);

    await call('post', '/cart/items', { token, body: { product_id: 1, quantity: 2 } });
    const cart = (await call('post', '/cart/items', { token, body: { product_id: 2 } })).body;
    await call('put', '/cart/items/{id}', { token, params: { id: cart[1].id }, body: { quantity: 3 } });
    await call('delete', '/cart/items/{id}', { token, params: { id: cart[1].id } });
    expect((await call('post', '/cart/items', { token, body: { product_id: 1, quantity: 0 } })).status).toBe(422);
    expect((await call('get', '/cart', { token })).body).toHaveLength(1);

    const headers = { 'Idempotency-Key': newKey() };
    const placed = await call('post', '/orders', { token, headers, body: checkoutBody });
    expect(placed.status).toBe(201);
    orderId = placed.body.id;
    expect((await call('post', '/orders', { token, headers, body: checkoutBody })).status).toBe(200);
    await call('get', '/orders', { token });
    await call('get', '/orders/{id}', { token, params: { id: orderId } });
    expect((await call('get', '/orders/{id}', { token, params: { id: crypto.randomUUID() } })).status).toBe(404);
    await call('post', '/orders/{id}/cancel', { token, params: { id: orderId } });
    await call('delete', '/cart', { token });

    token = (await call('patch', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Changed-pass-1' } }))
      .body.access_token;
    await call('post', '/auth/forgot-password', { body: { email: customer.email } });
    await call('post', '/auth/reset-password', {
      body: { token: await resetLinkTokenFor(h, customer.email), new_password: 'Reset-pass-22' },
    });
    token = (await call('post', '/auth/login', { body: { email: customer.email, password: 'Reset-pass-22' } })).body.access_token;
    expect((await call('post', '/auth/logout', { token })).status).toBe(204);
  });

  test('staff: orders, stock, leads, sessions, audit, outbox', async () => {
    const admin = (await h.user({ role: 'admin' })).token;
    const buyer = (await h.user()).token;
    await h.request('POST', '/cart/items', { token: buyer, body: { product_id: 2, quantity: 1 } });
    const order = (await h.request('POST', '/orders', { token: buyer, headers: { 'Idempotency-Key': newKey() }, body: checkoutBody })).body;

    await call('get', '/admin/orders', { token: admin, query: '?status=processing' });
    await call('get', '/admin/orders/{id}', { token: admin, params: { id: order.id } });
    await call('patch', '/admin/orders/{id}', {
      token: admin,
      params: { id: order.id },
      body: { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' },
    });
    expect((await call('get', '/admin/orders', { token: buyer })).status).toBe(403);
    expect((await call('get', '/admin/orders', { token: admin, query: '?status=lost' })).status).toBe(422);

    await call('get', '/admin/inventory', { token: admin });
    await call('post', '/admin/inventory/{product_id}/adjustments', {
      token: admin,
      params: { product_id: 1 },
      body: { change: 4, reason: 'restock', note: 'Pallet 7' },
    });
    await call('get', '/admin/inventory/{product_id}/movements', { token: admin, params: { product_id: 1 } });
    await call('post', '/admin/inventory/receipts', {
      token: admin,
      body: {
        reference: 'Corning PO 4471',
        lines: [
          { product_id: 1, quantity: 2 },
          { product_id: 2, quantity: 6 },
        ],
      },
    });
    await call('put', '/admin/inventory/{product_id}/threshold', {
      token: admin,
      params: { product_id: 2 },
      body: { low_stock_threshold: 5 },
    });

    const params = {
      user_name: 'Grace Hopper',
      user_email: 'grace@example.com',
      form_type: 'training',
      order_id: 'TRAINING700001',
      session_id: '1',
      subject: 'Session registration',
      message: 'Please register me.',
      company: 'Cobol Networks',
      contact_number: '2105550123',
    };
    const send = {
      lib_version: '4.4.1',
      user_id: emailDefaults.publicKey,
      service_id: emailDefaults.serviceId,
      template_id: emailDefaults.teamTemplateId,
      template_params: params,
    };
    expect((await call('post', '/v1.0/email/send', { body: send })).body).toBe('OK');
    expect((await call('post', '/school/registrations/status', { body: { reference: 'TRAINING700001' } })).body.status).toBe('pending');
    expect((await call('post', '/school/registrations/status', { body: { reference: 'TRAINING700002' } })).status).toBe(404);
    expect((await call('post', '/v1.0/email/send', { body: { ...send, user_id: 'wrong' } })).status).toBe(403);

    const lead = (await call('get', '/admin/leads', { token: admin })).body.items[0];
    await call('patch', '/admin/leads/{id}', { token: admin, params: { id: lead.id }, body: { status: 'contacted', note: 'Called back' } });
    await call('patch', '/admin/leads', { token: admin, body: { ids: [lead.id, 999_999], status: 'closed' } });
    await call('get', '/admin/staff', { token: admin });
    await call('get', '/admin/leads.csv', { token: admin, query: '?type=session_registration' });

    await call('get', '/admin/sessions', { token: admin });
    const [registration] = (await call('get', '/admin/sessions/{id}/registrations', { token: admin, params: { id: 1 } })).body;
    const token = linkToken(h.config.jwtSecret, 'seat-confirmation', registration.id);
    expect((await call('post', '/school/registrations/confirm', { body: { token } })).body.status).toBe('held');
    await call('patch', '/admin/registrations/{id}', { token: admin, params: { id: registration.id }, body: { status: 'confirmed' } });
    await call('post', '/admin/sessions/{id}/registrations', {
      token: admin,
      params: { id: 1 },
      body: { name: 'Ada Byron', email: 'ada@example.com', phone: '210-555-0199' },
    });
    await call('get', '/admin/registrations', { token: admin });

    await call('get', '/admin/audit', { token: admin });
    await call('get', '/v1.0/email/outbox', { token: admin, query: '?limit=10' });
    await call('post', '/v1.0/email/test', { token: admin, body: { email: 'tester@example.com' } });
  });

  test('contractor buying: certificates, confirmation, invoice, payments, buy again', async () => {
    const admin = (await h.user({ role: 'admin' })).token;
    const { token: buyer, user } = await h.user();
    const steps = billingSteps(h);
    const order = await steps.checkout(buyer);
    const form = () => {
      const f = new FormData();
      f.set('file', new File([PDF_BYTES], 'exempt.pdf'));
      f.set('company', 'Lone Star Fiber LLC');
      f.set('expires_on', nextYear());
      return f;
    };
    const certificate = (await call('post', '/account/tax-certificates', { token: buyer, body: form() })).body;
    const wrong = new FormData();
    wrong.set('file', new File(['GIF89a'], 'x.pdf'));
    wrong.set('company', 'X');
    wrong.set('expires_on', nextYear());
    expect((await call('post', '/account/tax-certificates', { token: buyer, body: wrong })).status).toBe(422);
    const spare = (await call('post', '/account/tax-certificates', { token: buyer, body: form() })).body;
    await call('delete', '/account/tax-certificates/{id}', { token: buyer, params: { id: spare.id } });
    await call('get', '/account/billing', { token: buyer });
    await call('get', '/admin/customers', { token: admin, query: '?certificate=pending' });
    await call('patch', '/admin/customers/{id}', { token: admin, params: { id: user.id }, body: { net_terms: true } });
    await call('get', '/admin/tax-certificates/{id}/file', { token: admin, params: { id: certificate.id } });
    await call('patch', '/admin/tax-certificates/{id}', { token: admin, params: { id: certificate.id }, body: { status: 'approved' } });

    const id = { id: order.id };
    const confirm = { lines: [], freight: 95.5, payment_terms: 'net_30', expected_ship_date: nextYear() };
    await call('get', '/admin/orders/{id}/terms', { token: admin, params: id });
    await call('post', '/admin/orders/{id}/confirm', { token: admin, params: id, body: confirm });
    await call('post', '/admin/orders/{id}/resend', { token: admin, params: id, body: { document: 'confirmation' } });
    expect((await call('get', '/orders/{id}/invoice.pdf', { token: buyer, params: id })).status).toBe(404);
    await call('get', '/orders/{id}/confirmation.pdf', { token: buyer, params: id });
    await call('get', '/admin/orders/{id}/confirmation.pdf', { token: admin, params: id });
    await steps.ship(admin, order.id);
    await call('get', '/orders/{id}/invoice.pdf', { token: buyer, params: id });
    await call('get', '/admin/orders/{id}/invoice.pdf', { token: admin, params: id });
    const payment = { amount: 10, method: 'check', paid_on: '2026-11-20', reference: 'Check 1042' };
    await call('post', '/admin/orders/{id}/payments', { token: admin, params: id, body: payment });
    await call('get', '/admin/orders/{id}/payments', { token: admin, params: id });
    await call('post', '/orders/{id}/buy-again', { token: buyer, params: id });
  });

  test('public: health, stock, seats, this document; metrics with their token', async () => {
    await call('get', '/health');
    await call('get', '/health/live');
    await call('get', '/health/ready');
    expect((await call('get', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
    expect((await call('get', '/metrics')).status).toBe(401);
    await call('get', '/products/stock');
    await call('get', '/products/{slug}/datasheet.pdf', { params: { slug: 'fusion-splicer' } });
    await call('get', '/products/compare', { query: '?ids=2,1' });
    expect((await call('get', '/products/compare', { query: '?ids=x' })).status).toBe(422);
    expect((await call('get', '/products/{slug}/datasheet.pdf', { params: { slug: 'retired-cleaver' } })).status).toBe(404);
    await call('get', '/school/sessions');
    await call('get', '/openapi.json');
  });

  test('every documented 2xx answer was checked', () => {
    const documented = operations().flatMap(({ key, op }) =>
      Object.keys(op.responses)
        .filter((s) => s.startsWith('2'))
        .map((s) => `${key} ${s}`),
    );
    expect(documented.filter((d) => !answered.has(d))).toEqual([]);
  });
});

// Redocly's linter with its recommended rules (no configuration file), offline.
test('Redocly finds no error and no warning', () => {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    const r = spawnSync('npx', ['redocly', 'lint', '--format=json', file], { encoding: 'utf8', env, timeout: 60_000 });
    const report = JSON.parse(r.stdout);
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 90_000);
