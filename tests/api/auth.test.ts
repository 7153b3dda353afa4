import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PASSWORD, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const registration = (n: string) => ({
  email: `Person.${n}@Example.com`,
  username: `person_${n}`,
  password: 'Secret123',
  first_name: 'Pat',
  last_name: 'Doe',
  phone: '5125550100',
});

describe('POST /auth/register', () => {
  test('creates a customer and signs them in', async () => {
    const r = await h.request('POST', '/auth/register', { body: registration('a') });
    expect(r.status).toBe(201);
    expect(r.body.token_type).toBe('bearer');
    expect(r.body.user).toMatchObject({
      email: 'Person.a@Example.com',
      username: 'person_a',
      role: 'customer',
      first_name: 'Pat',
      phone: '5125550100',
    });
    expect(Object.keys(r.body.user).sort()).toEqual([
      'created_at',
      'email',
      'first_name',
      'id',
      'lang',
      'last_name',
      'phone',
      'role',
      'username',
    ]);
    const me = await h.request('GET', '/auth/me', { token: r.body.access_token });
    expect(me.body.id).toBe(r.body.user.id);
  });

  test('stores an argon2id hash naming its parameters', async () => {
    const { rows } = await h.db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE username = 'person_a'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=2,p=\d+\$/);
    expect(Number(/m=(\d+)/.exec(rows[0].password_hash)![1])).toBeGreaterThanOrEqual(19456);
  });

  test('duplicate e-mail (any case) or username → 409', async () => {
    const dupEmail = await h.request('POST', '/auth/register', { body: { ...registration('b'), email: 'PERSON.A@example.COM' } });
    expect(dupEmail).toMatchObject({ status: 409, body: { detail: 'An account with this email already exists' } });
    const dupName = await h.request('POST', '/auth/register', { body: { ...registration('c'), username: 'PERSON_A' } });
    expect(dupName).toMatchObject({ status: 409, body: { detail: 'An account with this username already exists' } });
  });

  test('invalid fields → 422 with the spec messages', async () => {
    const r = await h.request('POST', '/auth/register', { body: { email: 'nope', username: 'ab', password: 'alllowercase1' } });
    expect(r.status).toBe(422);
    const msgs = Object.fromEntries(r.body.detail.map((d: any) => [d.loc.join('.'), d.msg]));
    expect(msgs).toEqual({
      'body.email': 'Invalid email address',
      'body.username': 'Username must be at least 3 characters',
      'body.password': 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    });
  });
});

describe('POST /auth/login', () => {
  test('right password → token and user', async () => {
    const { user } = await h.user({ email: 'login@example.com' });
    const r = await h.request('POST', '/auth/login', { body: { email: 'LOGIN@example.com', password: PASSWORD } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ token_type: 'bearer', user: { id: user.id, email: 'login@example.com' } });
    expect(r.body.user.password_hash).toBeUndefined();
  });

  test('wrong password and unknown e-mail answer the same 401', async () => {
    await h.user({ email: 'wrong@example.com' });
    const wrong = await h.request('POST', '/auth/login', { body: { email: 'wrong@example.com', password: 'Nope12345' } });
    const unknown = await h.request('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'Nope12345' } });
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Incorrect email or password' } });
    expect(unknown).toMatchObject({ status: 401, body: { detail: 'Incorrect email or password' } });
  });

  test('short password → 422', async () => {
    const r = await h.request('POST', '/auth/login', { body: { email: 'x@example.com', password: '123' } });
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'password'], msg: 'Password must be at least 6 characters' });
  });
});

describe('/auth/me', () => {
  test('GET without a token → 401', async () => {
    const r = await h.request('GET', '/auth/me');
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('PATCH changes name and phone only', async () => {
    const { user, token } = await h.user();
    const r = await h.request('PATCH', '/auth/me', { token, body: { first_name: 'New', phone: '555' } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: user.id, first_name: 'New', last_name: user.last_name, phone: '555', email: user.email });
    expect(r.headers.get('cache-control')).toBe('no-store');
  });

  test.each([{ email: 'evil@example.com' }, { role: 'admin' }, { id: 1 }, { first_name: 'ok', username: 'x' }])(
    'PATCH %o → 422 and nothing changes',
    async (body) => {
      const { user, token } = await h.user();
      const r = await h.request('PATCH', '/auth/me', { token, body });
      expect(r.status).toBe(422);
      const me = await h.request('GET', '/auth/me', { token });
      expect(me.body).toMatchObject({ email: user.email, role: 'customer', first_name: user.first_name });
    },
  );

  test('PATCH over-long name → 422 with the spec message', async () => {
    const { token } = await h.user();
    const r = await h.request('PATCH', '/auth/me', { token, body: { last_name: 'x'.repeat(51) } });
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'last_name'], msg: 'Last name must not exceed 50 characters' });
  });
});

describe('PATCH /auth/change-password', () => {
  test('wrong current password → 400', async () => {
    const { token } = await h.user();
    const r = await h.request('PATCH', '/auth/change-password', {
      token,
      body: { current_password: 'Wrong1234', new_password: 'Another123' },
    });
    expect(r).toMatchObject({ status: 400, body: { detail: 'Current password is incorrect' } });
  });

  test('weak new password → 422', async () => {
    const { token } = await h.user();
    const r = await h.request('PATCH', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'abcdefgh' } });
    expect(r.status).toBe(422);
    expect(r.body.detail[0].msg).toBe('Password must contain at least one number');
  });

  test('revokes earlier tokens; the new password and token work', async () => {
    const { user, token } = await h.user();
    const r = await h.request('PATCH', '/auth/change-password', {
      token,
      body: { current_password: PASSWORD, new_password: 'Changed123' },
    });
    expect(r.status).toBe(200);
    expect(r.body.detail).toBe('Password changed successfully');
    expect((await h.request('GET', '/auth/me', { token })).status).toBe(401);
    expect((await h.request('GET', '/auth/me', { token: r.body.access_token })).status).toBe(200);
    const old = await h.request('POST', '/auth/login', { body: { email: user.email, password: PASSWORD } });
    expect(old.status).toBe(401);
    const fresh = await h.request('POST', '/auth/login', { body: { email: user.email, password: 'Changed123' } });
    expect(fresh.status).toBe(200);
  });
});
