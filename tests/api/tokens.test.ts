// Token attacks: each must be refused with 401.
import { createHmac } from 'node:crypto';
import { sign } from 'hono/jwt';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { signToken, TOKEN_TTL_SECONDS } from '#server/auth/tokens';
import { PASSWORD, setup, type Harness, SETUP_TIMEOUT } from './helpers';
import type { UserRow } from '#server/accounts/users';

let h: Harness;
let user: UserRow;
let valid: string;
beforeAll(async () => {
  h = await setup();
  ({ user, token: valid } = await h.user());
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const me = (token: string) => h.request('GET', '/auth/me', { token });

test('a valid token works and expires after 8 hours', async () => {
  expect((await me(valid)).status).toBe(200);
  const [, payload] = valid.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  expect(claims).toMatchObject({ sub: String(user.id), tv: 0 });
  expect(claims.exp - claims.iat).toBe(TOKEN_TTL_SECONDS);
  expect(TOKEN_TTL_SECONDS).toBe(8 * 3600);
});

test('alg none → 401', async () => {
  const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: String(user.id), tv: 0, exp: now() + 60 })}.`;
  expect((await me(token)).status).toBe(401);
});

test('HS512 signed with the right key → 401', async () => {
  const token = await sign({ sub: String(user.id), tv: 0, exp: now() + 60 }, h.config.jwtSecret, 'HS512');
  expect((await me(token)).status).toBe(401);
});

test('HS256 with a wrong key → 401', async () => {
  expect((await me(await signToken(user, 'some-other-secret'))).status).toBe(401);
});

test('expired → 401', async () => {
  expect((await me(await signToken(user, h.config.jwtSecret, now() - TOKEN_TTL_SECONDS - 5))).status).toBe(401);
});

test('no exp claim → 401', async () => {
  const head = b64({ alg: 'HS256', typ: 'JWT' });
  const body = b64({ sub: String(user.id), tv: 0 });
  const sig = createHmac('sha256', h.config.jwtSecret).update(`${head}.${body}`).digest('base64url');
  expect((await me(`${head}.${body}.${sig}`)).status).toBe(401);
});

test('issued before a password change → 401', async () => {
  const { token } = await h.user();
  const r = await h.request('PATCH', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Rotated123' } });
  expect(r.status).toBe(200);
  expect((await me(token)).status).toBe(401);
});

test('a token for a user that no longer exists → 401', async () => {
  const { user: gone, token } = await h.user();
  await h.db.query('DELETE FROM users WHERE id = $1', [gone.id]);
  expect((await me(token)).status).toBe(401);
});

test.each(['', 'Bearer', 'Bearer ', 'Bearer abc', 'Basic dXNlcjpwYXNz', `Token ${'x'}`, 'Bearer a.b.c', 'Bearer ....'])(
  'malformed Authorization %j → 401',
  async (header) => {
    const r = await h.request('GET', '/auth/me', { headers: { authorization: header } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ detail: 'Could not validate credentials' });
  },
);
