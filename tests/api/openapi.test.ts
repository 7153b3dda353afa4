// The OpenAPI document is generated from the routes: it lists exactly the routes the app
// registers, each operation with its id, summary, security and refusals.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';

let h: Harness;
let doc: any;
beforeAll(async () => {
  h = await setup();
  doc = (await h.request('GET', '/openapi.json')).body;
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const routes = [
  'post /auth/register', 'post /auth/login', 'get /auth/me', 'patch /auth/me', 'patch /auth/change-password',
  'post /auth/forgot-password', 'post /auth/reset-password', 'post /auth/logout',
  'get /cart', 'delete /cart', 'post /cart/items', 'put /cart/items/{id}', 'delete /cart/items/{id}',
  'get /products/stock', 'post /orders', 'get /orders', 'get /orders/{id}', 'post /orders/{id}/cancel',
  'get /admin/orders', 'get /admin/orders/{id}', 'patch /admin/orders/{id}', 'get /health', 'get /openapi.json',
  'get /admin/inventory', 'post /admin/inventory/{product_id}/adjustments', 'get /admin/inventory/{product_id}/movements', 'get /admin/audit',
  'get /admin/leads', 'patch /admin/leads/{id}', 'get /admin/leads.csv',
  'get /school/sessions', 'get /admin/sessions', 'get /admin/sessions/{id}/registrations', 'patch /admin/registrations/{id}',
  'post /v1.0/email/send', 'get /v1.0/email/outbox',
];

const operations = () =>
  Object.entries<any>(doc.paths).flatMap(([path, item]) => Object.entries<any>(item).map(([method, op]) => ({ key: `${method} ${path}`, path, op })));

test('is an OpenAPI 3.1 document', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String), license: { name: expect.any(String) } });
  expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const { path, op } of operations()) {
    expect(path.startsWith('/')).toBe(true);
    expect(Object.keys(op.responses).length).toBeGreaterThan(0);
    for (const param of op.parameters ?? []) expect(param.in === 'header' || param.in === 'query' || path.includes(`{${param.name}}`)).toBe(true);
  }
});

test('lists every route', () => {
  expect(operations().map((o) => o.key).sort()).toEqual([...routes].sort());
});

test('documents exactly the routes the app registers', () => {
  const registered = h.app.routes
    .filter((r) => r.method !== 'ALL' && !r.path.endsWith('*')) // middleware
    .map((r) => `${r.method.toLowerCase()} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
  expect([...new Set(registered)].sort()).toEqual(operations().map((o) => o.key).sort());
});

test('every operation has an operationId, a summary, its security and its 4xx answers', () => {
  const guarded = (key: string) => /^\w+ \/(admin|cart|orders|auth\/(me|change-password|logout)|v1\.0\/email\/outbox)/.test(key);
  const ids = operations().map(({ key, op }) => {
    expect(op.summary, key).toEqual(expect.any(String));
    expect(op.security, key).toEqual(guarded(key) ? [{ bearer: [] }] : []);
    expect(Object.keys(op.responses).some((s) => s.startsWith('4')), key).toBe(true);
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
  expect(doc.paths['/orders'].post.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header', required: true }));
  expect(doc.paths['/admin/orders/{id}'].patch.responses['403']).toBeDefined();
  expect(doc.paths['/auth/logout'].post.requestBody.required).toBe(false);
});

// Full OpenAPI 3.1 meta-schema validation, where Python's openapi-spec-validator is installed.
const validator = spawnSync('python3', ['-c', 'import openapi_spec_validator'], { encoding: 'utf8' }).status === 0;
test.skipIf(!validator)('passes openapi-spec-validator (OpenAPI 3.1 schema; skipped when python3 lacks it)', () => {
  const r = spawnSync('python3', ['-c', 'import json,sys; from openapi_spec_validator import validate; validate(json.load(sys.stdin)); print("valid")'], { input: JSON.stringify(doc), encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim()).toBe('valid');
});
