// The audit log: sign-ins (success, failure, throttled), password changes, role changes,
// order status changes and stock adjustments, each with who, what, which and from where.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkoutBody, newKey, PASSWORD, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let admin: { token: string; user: { email: string } };
beforeAll(async () => {
  h = await setup({ env: { RATE_LIMIT_DISABLED: '0' } });
  admin = await h.user({ role: 'admin' });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const from = (ip: string) => ({ env: { incoming: { socket: { remoteAddress: ip } } } });
const audit = async (query = '') => (await h.request('GET', `/admin/audit${query}`, { token: admin.token })).body;

test('sign-in success and failure are recorded with the address', async () => {
  const { user } = await h.user();
  expect(
    (await h.request('POST', '/auth/login', { body: { email: user.email, password: 'WrongPass1' }, ...from('198.51.100.20') })).status,
  ).toBe(401);
  expect(
    (await h.request('POST', '/auth/login', { body: { email: user.email, password: PASSWORD }, ...from('198.51.100.20') })).status,
  ).toBe(200);
  const { items } = await audit(`?actor=${encodeURIComponent(user.email)}`);
  expect(items.map((e: any) => [e.action, e.actor, e.client_ip])).toEqual([
    ['auth.login', user.email, '198.51.100.20'],
    ['auth.login_failed', user.email, '198.51.100.20'],
  ]);
  expect((await audit('?action=auth.login_failed')).items.every((e: any) => e.action === 'auth.login_failed')).toBe(true);
});

test('password changes, order status changes and stock adjustments name who did them', async () => {
  const customer = await h.user();
  const changed = await h.request('PATCH', '/auth/change-password', {
    token: customer.token,
    body: { current_password: PASSWORD, new_password: 'NewPassw0rd' },
  });
  expect(changed.status).toBe(200);
  const token = changed.body.access_token;
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
  const order = (await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': newKey() } })).body;
  await h.request('PATCH', `/admin/orders/${order.id}`, {
    token: admin.token,
    body: { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' },
  });
  await h.request('POST', '/admin/inventory/2/adjustments', { token: admin.token, body: { change: 4, reason: 'restock' } });

  const { items } = await audit();
  const find = (action: string) => items.find((e: any) => e.action === action);
  expect(find('auth.password_change')).toMatchObject({ actor: customer.user.email, target: customer.user.email });
  expect(find('order.status_change')).toMatchObject({
    actor: admin.user.email,
    target: order.reference,
    detail: { status: 'shipped', tracking_number: '1Z999AA10123456784' },
  });
  expect(find('inventory.adjust')).toMatchObject({
    actor: admin.user.email,
    target: 'power-meter',
    detail: { change: 4, reason: 'restock' },
  });
  // Read by a person: the product's name, not its slug; each target links to the desk that shows it.
  expect(find('inventory.adjust').summary).toMatch(/^Stock of power meter: \+4 \(restock received\), now \d+$/);
  expect(find('inventory.adjust').link).toBe('/staff/inventory?q=power-meter');
  expect(find('order.status_change').link).toBe(`/staff/orders?q=${order.reference}`);
  expect(find('auth.password_change').link).toBeNull();
});

test('the admin CLI’s new accounts and role changes are recorded', async () => {
  const { user } = await h.user();
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, ...h.env } });
  await h.offline(async () => {
    await cli('set-role', '--email', user.email, '--role', 'admin');
    await cli('create-user', '--email', 'cli.made@example.com', '--password', PASSWORD, '--role', 'admin');
  });
  expect((await audit('?action=user.role_change')).items[0]).toMatchObject({
    actor: 'admin CLI',
    target: user.email,
    detail: { role: 'admin' },
    summary: `${user.email}: role set to admin`,
  });
  expect((await audit('?action=user.create')).items[0]).toMatchObject({
    actor: 'admin CLI',
    target: 'cli.made@example.com',
    detail: { role: 'admin' },
    summary: 'Account cli.made@example.com created as admin',
  });
}, 60_000);

test('the log is searched by actor or target, by days, and sorted oldest first on request', async () => {
  const bySearch = await audit('?q=POWER-METER');
  expect(bySearch.items.length).toBeGreaterThan(0);
  expect(bySearch.items.every((e: any) => e.target === 'power-meter' || e.actor?.includes('power-meter'))).toBe(true);
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });
  const all = await audit('?size=100');
  expect((await audit(`?from=${today}&to=${today}&size=100`)).total).toBe(all.total);
  expect((await audit('?to=2020-01-01')).total).toBe(0);
  const oldest = await audit('?dir=asc&size=2');
  expect(oldest.items[0].id).toBeLessThan(oldest.items[1].id);
  expect(oldest.items[0].id).toBe(Math.min(...all.items.map((e: any) => e.id)));
  for (const bad of ['?from=yesterday', '?dir=sideways', '?sort=actor'])
    expect((await h.request('GET', `/admin/audit${bad}`, { token: admin.token })).status).toBe(422);
});

test('customers get 403, bad filters 422, and the list is paged newest first', async () => {
  const { token } = await h.user();
  expect((await h.request('GET', '/admin/audit', { token })).status).toBe(403);
  expect((await h.request('GET', '/admin/audit?action=launch.rockets', { token: admin.token })).status).toBe(422);
  const page = await audit('?size=2');
  expect(page.items).toHaveLength(2);
  expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
  expect(page.total).toBeGreaterThan(2);
});
