// Rate limits (counted in the database, so instances share them) and the password throttle.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '#server/app';
import { PASSWORD_FAILURE_WINDOW_SECONDS, passwordFailureKey, THROTTLED_DETAIL } from '#server/auth/passwordThrottle';
import { parseTrustedProxies } from '#server/http/trustedProxies';
import { countHit } from '#server/http/rateLimit';
import { asServed, PASSWORD, setup, startInsideWindow, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup({ env: { RATE_LIMIT_DISABLED: '0' } });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const freshWindowRoom = (seconds?: number) => startInsideWindow(60, seconds);

const from = (ip: string, headers: Record<string, string> = {}) => ({ env: { incoming: { socket: { remoteAddress: ip } } }, headers });
const login = (ip: string, body: unknown, headers?: Record<string, string>) =>
  h.request('POST', '/auth/login', { body, ...from(ip, headers) });

test('login: 5 per minute per IP, then 429 with Retry-After; other IPs unaffected', async () => {
  await freshWindowRoom();
  const body = { email: 'nobody@example.com', password: 'Whatever1' };
  for (let i = 0; i < 5; i++) expect((await login('10.0.0.1', body)).status).toBe(401);
  const limited = await login('10.0.0.1', body);
  expect(limited.status).toBe(429);
  expect(limited.body.detail).toMatch(/Too many requests/);
  const retry = Number(limited.headers.get('retry-after'));
  expect(retry).toBeGreaterThanOrEqual(1);
  expect(retry).toBeLessThanOrEqual(60);
  expect((await login('10.0.0.2', body)).status).toBe(401);
});

test('a second instance on the same database shares the count', async () => {
  await freshWindowRoom(3);
  for (let i = 0; i < 5; i++) await login('10.0.0.3', { email: 'nobody@example.com', password: 'Whatever1' });
  const other = asServed(createApp({ db: h.db, config: h.config, log: () => {} }));
  const res = await other.request(
    '/auth/login',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Whatever1' }),
    },
    { incoming: { socket: { remoteAddress: '10.0.0.3' } } } as never,
  );
  expect(res.status).toBe(429);
});

test('register: 3 per minute per IP', async () => {
  await freshWindowRoom();
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const r = await h.request('POST', '/auth/register', {
      body: { email: `r${i}@example.com`, username: `reg${i}`, password: 'Secret123' },
      ...from('10.0.1.1'),
    });
    statuses.push(r.status);
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

test('X-Forwarded-For is ignored unless the proxy is trusted', async () => {
  await freshWindowRoom();
  const body = { email: 'nobody@example.com', password: 'Whatever1' };
  for (let i = 0; i < 5; i++) await login('10.0.0.4', body);
  // Spoofed header from the rate-limited socket address: still limited.
  expect((await login('10.0.0.4', body, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  const trusted = asServed(createApp({ db: h.db, config: { ...h.config, trustProxy: parseTrustedProxies('true') }, log: () => {} }));
  const viaProxy = (xff: string) =>
    trusted.request(
      '/auth/login',
      { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': xff }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: '10.0.0.4' } } } as never,
    );
  expect((await viaProxy('198.51.100.7')).status).toBe(401);
  // The last hop is the one our proxy saw; earlier ones are the client's claim.
  for (let i = 0; i < 4; i++) await viaProxy('1.1.1.1, 198.51.100.7');
  expect((await viaProxy('9.9.9.9, 198.51.100.7')).status).toBe(429);
});

/** Nine failures already counted for this account from this address (the per-IP limit of 5 a minute would otherwise make the test wait). */
const nineFailures = (scope: 'login' | 'change-password', email: string, ip: string) =>
  Promise.all(Array.from({ length: 9 }, () => countHit(h.db, passwordFailureKey(scope, email, ip), PASSWORD_FAILURE_WINDOW_SECONDS)));

test('10 failed logins from one address stop that address, not the owner elsewhere', async () => {
  await freshWindowRoom();
  const { user } = await h.user();
  await nineFailures('login', user.email, '10.2.0.1');
  expect((await login('10.2.0.1', { email: user.email, password: 'WrongPass1' })).status).toBe(401);
  const stopped = await login('10.2.0.1', { email: user.email, password: PASSWORD });
  expect(stopped.status).toBe(429);
  expect(stopped.body).toEqual({ detail: THROTTLED_DETAIL });
  const retry = Number(stopped.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
  // The owner, from another address, signs in as usual.
  expect((await login('10.2.9.9', { email: user.email, password: PASSWORD })).status).toBe(200);
});

test('an unknown e-mail is throttled exactly like a known one: same status, detail and Retry-After', async () => {
  await freshWindowRoom();
  const { user } = await h.user();
  const answers = [];
  for (const email of [user.email, 'nobody.here@example.com']) {
    await nineFailures('login', email, '10.2.2.2');
    const tenth = await login('10.2.2.2', { email, password: 'WrongPass1' });
    const after = await login('10.2.2.2', { email, password: 'WrongPass1' });
    answers.push([tenth.status, tenth.body, after.status, after.body, Boolean(after.headers.get('retry-after'))]);
  }
  expect(answers[0]).toEqual([401, { detail: 'Incorrect email or password' }, 429, { detail: THROTTLED_DETAIL }, true]);
  expect(answers[1]).toEqual(answers[0]);
});

test('current-password guesses on change-password are throttled the same way', async () => {
  await freshWindowRoom();
  const { user, token } = await h.user();
  const change = (current_password: string) =>
    h.request('PATCH', '/auth/change-password', { token, body: { current_password, new_password: 'NewPassw0rd' }, ...from('10.2.3.3') });
  await nineFailures('change-password', user.email, '10.2.3.3');
  expect((await change('WrongPass1')).status).toBe(400);
  const stopped = await change(PASSWORD);
  expect(stopped.status).toBe(429);
  expect(stopped.headers.get('retry-after')).toBeTruthy();
});

test('a success resets the failure count', async () => {
  const { user } = await h.user();
  for (let i = 0; i < 9; i++) await login(`10.3.0.${i}`, { email: user.email, password: 'WrongPass1' });
  expect((await login('10.3.1.1', { email: user.email, password: PASSWORD })).status).toBe(200);
  expect((await login('10.3.1.2', { email: user.email, password: 'WrongPass1' })).status).toBe(401);
  expect((await login('10.3.1.3', { email: user.email, password: PASSWORD })).status).toBe(200);
});
