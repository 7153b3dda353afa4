import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { setup, type Harness, SETUP_TIMEOUT } from './helpers';

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
];

test('is an OpenAPI 3.1 document', () => {
  expect(doc.openapi).toBe('3.1.0');
  expect(doc.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
  expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    expect(path.startsWith('/')).toBe(true);
    for (const op of Object.values<any>(item)) {
      expect(Object.keys(op.responses).length).toBeGreaterThan(0);
      for (const param of op.parameters) expect(param.in === 'header' || path.includes(`{${param.name}}`)).toBe(true);
    }
  }
});

test('lists every route', () => {
  const listed = Object.entries<any>(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
  expect(listed.sort()).toEqual([...routes].sort());
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
});

// Full OpenAPI 3.1 meta-schema validation, where Python's openapi-spec-validator is installed.
const validator = spawnSync('python3', ['-c', 'import openapi_spec_validator'], { encoding: 'utf8' }).status === 0;
test.skipIf(!validator)('passes openapi-spec-validator (OpenAPI 3.1 schema; skipped when python3 lacks it)', () => {
  const r = spawnSync('python3', ['-c', 'import json,sys; from openapi_spec_validator import validate; validate(json.load(sys.stdin)); print("valid")'], { input: JSON.stringify(doc), encoding: 'utf8' });
  expect(r.stderr).toBe('');
  expect(r.stdout.trim()).toBe('valid');
});
