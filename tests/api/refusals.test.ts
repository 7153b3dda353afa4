// What was refused is recorded, sign-out holds for tokens without an id, and the leads CSV
// defuses every formula start and is streamed (second outside review).
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD_FAILURE_LIMIT, PASSWORD_FAILURE_WINDOW_SECONDS, passwordFailureKey } from '#server/auth/passwordThrottle';
import { csvCell } from '#domain/shared/csv';
import { countHit } from '#server/http/rateLimit';
import { AUDIT_PATH_MAX, REFUSAL_WINDOW_SECONDS } from '#server/http/auditRefusals';
import { fromAddress as from, PASSWORD, setupWithAdmin, SETUP_TIMEOUT, startInsideWindow, TEST_JWT_SECRET, type Harness } from './helpers';

let h: Harness;
let admin: Awaited<ReturnType<Harness['user']>>;
const audit = async (query: string) => (await h.request('GET', `/admin/audit${query}`, { token: admin.token })).body;

// With the limits on: throttling is among what is recorded.
beforeAll(async () => void ({ h, admin } = await setupWithAdmin({ env: { RATE_LIMIT_DISABLED: '0' } })), SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

describe('the audit log records what was refused', () => {
  test('a customer’s 403 on a staff route', async () => {
    const customer = await h.user();
    expect((await h.request('GET', '/admin/orders', { token: customer.token, ...from('198.51.100.41') })).status).toBe(403);
    const { items } = await audit(`?action=access.denied&actor=${encodeURIComponent(customer.user.email)}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actor: customer.user.email,
      target: '/admin/orders',
      client_ip: '198.51.100.41',
      detail: { method: 'GET', status: 403 },
    });
  });

  test('a refused staff change, with what was attempted', async () => {
    const body = { change: -1_000, reason: 'damaged', note: 'dropped pallet' };
    const r = await h.request('POST', '/admin/inventory/1/adjustments', { token: admin.token, body });
    expect(r.status).toBe(409);
    const { items } = await audit('?action=staff.refused');
    expect(items[0]).toMatchObject({
      actor: admin.user.email,
      target: '/admin/inventory/1/adjustments',
      detail: { method: 'POST', status: 409, attempted: body },
    });
  });

  test('a flood of refusals: one row per actor, route pattern and minute, its path cut to 200 characters', async () => {
    await startInsideWindow(REFUSAL_WINDOW_SECONDS, 20);
    const customer = await h.user();
    const long = `/admin/${'A'.repeat(15_000)}`;
    const statuses = [];
    for (let i = 0; i < 40; i++)
      statuses.push((await h.request('GET', i % 2 ? `${long}${i}` : `/admin/orders/${i}`, { token: customer.token })).status);
    expect(new Set(statuses)).toEqual(new Set([403]));
    const { items } = await audit(`?action=access.denied&actor=${encodeURIComponent(customer.user.email)}`);
    // Refused by two guards (/admin/orders/* and /admin/*): one row each for the window, the first path each met.
    expect(items.map((e: { target: string }) => e.target)).toEqual([long.slice(0, AUDIT_PATH_MAX), '/admin/orders/0']);
    expect(items[0].target).toHaveLength(AUDIT_PATH_MAX);
    expect(items[0].detail).toEqual({ method: 'GET', status: 403 });
    expect(JSON.stringify(items).length).toBeLessThan(1000);

    // Staff refusals: per route pattern — ten refused adjustments of different products are one row,
    // a refusal on another route is another.
    const colleague = await h.user({ role: 'admin' });
    for (let id = 1; id <= 10; id++)
      expect((await h.request('POST', `/admin/inventory/${id}/adjustments`, { token: colleague.token, body: { change: 0 } })).status).toBe(
        422,
      );
    expect((await h.request('PATCH', '/admin/leads/999999', { token: colleague.token, body: { status: 'spam' } })).status).toBe(404);
    const staff = await audit(`?action=staff.refused&actor=${encodeURIComponent(colleague.user.email)}`);
    expect(staff.items.map((e: { target: string }) => e.target)).toEqual(['/admin/leads/999999', '/admin/inventory/1/adjustments']);
  });

  test('a failed reset redemption', async () => {
    const r = await h.request('POST', '/auth/reset-password', {
      body: { token: 'B'.repeat(43), new_password: 'Fresh-start-42' },
      ...from('198.51.100.42'),
    });
    expect(r.status).toBe(400);
    const { items } = await audit('?action=auth.password_reset_failed');
    expect(items[0]).toMatchObject({ client_ip: '198.51.100.42' });
  });

  test('throttling: one row per key and window, however many requests are refused', async () => {
    await startInsideWindow(60);
    const statuses = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await h.request('POST', '/auth/register', { body: { email: 'x' }, ...from('198.51.100.43') })).status);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    const { items } = await audit('?action=rate_limit.throttled');
    expect(items.filter((e: { client_ip: string }) => e.client_ip === '198.51.100.43')).toEqual([
      expect.objectContaining({ target: 'register', detail: { limit: 'register' } }),
    ]);
  });

  test('sign-ins throttled for an account: one row per window', async () => {
    const { user } = await h.user();
    const key = passwordFailureKey('login', user.email, '198.51.100.44');
    for (let i = 0; i < PASSWORD_FAILURE_LIMIT; i++) await countHit(h.db, key, PASSWORD_FAILURE_WINDOW_SECONDS);
    for (let i = 0; i < 3; i++) {
      const r = await h.request('POST', '/auth/login', { body: { email: user.email, password: PASSWORD }, ...from('198.51.100.44') });
      expect(r.status).toBe(429);
    }
    const { items } = await audit(`?action=auth.login_throttled&actor=${encodeURIComponent(user.email)}`);
    expect(items).toHaveLength(1);
  });

  test('the actor filter is literal text: % matches only a %', async () => {
    await h.request('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'WrongPass1' } });
    expect((await audit('?actor=%25')).total).toBe(0);
    expect((await audit('?actor=_')).total).toBe(0);
    expect((await audit('?actor=NOBODY@example')).total).toBeGreaterThan(0);
  });
});

test('signing out a token without an id ends the account’s sessions, that token included', async () => {
  const { user } = await h.user();
  const now = Math.floor(Date.now() / 1000);
  const old = await sign({ sub: String(user.id), tv: user.token_version, iat: now, exp: now + 3600 }, TEST_JWT_SECRET, 'HS256');
  expect((await h.request('GET', '/auth/me', { token: old })).status).toBe(200);
  expect((await h.request('POST', '/auth/logout', { token: old })).status).toBe(204);
  expect((await h.request('GET', '/auth/me', { token: old })).status).toBe(401);
  expect((await h.request('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } })).status).toBe(200);
});

describe('the leads CSV', () => {
  test.each([' =1+1', '\t=1', '\n=1', '\r=1', '\u00a0=1', '\uff1d1+1', '\uff0bcmd', '\uff0d1', '\uff20SUM(A1)', '=1', '+1', '-1', '@x'])(
    'a cell starting %j is defused',
    (value) => {
      expect(csvCell(value)).toBe(`"'${value}"`);
    },
  );

  test('plain text is left alone', () => {
    expect(csvCell('Grace Hopper')).toBe('"Grace Hopper"');
  });

  test('the export is streamed in batches, not built as one string', async () => {
    await h.db.query(
      `INSERT INTO leads (type, name, email, message) SELECT 'contact', 'Lead ' || i, 'lead' || i || '@example.com', '＝HYPERLINK("x")'
         FROM generate_series(1, 1200) AS i`,
    );
    const res = await h.app.request('/admin/leads.csv', { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let chunks = 0;
    let text = '';
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      chunks += 1;
      text += decoder.decode(part.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(2);
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1201);
    expect(lines[1]).toContain('"Lead 1200"');
    expect(lines[1200]).toContain('"Lead 1"');
    expect(new Set(lines).size).toBe(1201);
    expect(lines[1]).toContain(`"'＝HYPERLINK(""x"")"`);
  });
});
