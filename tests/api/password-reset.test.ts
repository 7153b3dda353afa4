// Forgot and reset password, and signing out: links that work once for 60 minutes, the same
// answer for unknown addresses, the limits, and tokens that stop working when they should.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { resetLinkTokenFor } from './reset-links';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '#domain/forms/passwordReset';
import { PASSWORD, setup, SETUP_TIMEOUT, startInsideWindow, type Harness } from './helpers';
import { decoded, mailParts, missingFromParts, startSmtpServer, startTestMailWorker } from './smtp-server';

const NEW_PASSWORD = 'Fresh-start-42';
let h: Harness;
let limited: Harness;
beforeAll(async () => {
  [h, limited] = await Promise.all([setup(), setup({ env: { RATE_LIMIT_DISABLED: '0' } })]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await Promise.all([h?.close(), limited?.close()]);
});

const forgot = (email: string, harness = h) => harness.request('POST', '/auth/forgot-password', { body: { email } });
const reset = (token: string, new_password = NEW_PASSWORD) => h.request('POST', '/auth/reset-password', { body: { token, new_password } });
const login = (email: string, password: string) => h.request('POST', '/auth/login', { body: { email, password } });
const me = (token: string) => h.request('GET', '/auth/me', { token });

const linkTokenFor = (email: string) => resetLinkTokenFor(h, email);

/**
 * The SQL the API runs for `request`, its work after the answer included (inside transactions
 * too), and how many statements ran before the answer: the harness's database is the app's, so
 * wrapping its methods sees every statement. Waits for some work after the answer.
 */
async function statementsOf(request: () => Promise<unknown>): Promise<{ beforeAnswer: number; all: string[] }> {
  const db = h.db;
  const { query, transaction } = db;
  const seen: string[] = [];
  let running = 0;
  const counted = async <T>(work: () => Promise<T>) => {
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
    }
  };
  db.query = ((sql: string, params?: unknown[]) => (seen.push(sql), counted(() => query(sql, params)))) as typeof query;
  db.transaction = ((fn: Parameters<typeof transaction>[0]) =>
    counted(() =>
      transaction((tx) => {
        const own = tx.query.bind(tx);
        tx.query = ((sql: string, params?: unknown[]) => (seen.push(sql), own(sql, params))) as typeof tx.query;
        return fn(tx);
      }),
    )) as typeof transaction;
  try {
    await request();
    const beforeAnswer = seen.length;
    await vi.waitFor(() => {
      expect(seen.length).toBeGreaterThan(0);
      expect(running).toBe(0);
    });
    return { beforeAnswer, all: seen };
  } finally {
    Object.assign(db, { query, transaction });
  }
}

describe('forgot password', () => {
  test('known and unknown addresses get the same 202 and answer; only the known one is mailed', async () => {
    const { user } = await h.user();
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known).toMatchObject({ status: 202, body: { detail: RESET_LINK_SENT } });
    expect(unknown).toMatchObject({ status: 202, body: known.body });
    expect(await linkTokenFor(user.email)).toMatch(/^[\w-]{43}$/);
    const { rows } = await h.db.query(
      "SELECT 1 FROM mail_outbox WHERE template = 'password_reset' AND recipient = 'nobody-here@example.com'",
    );
    expect(rows).toHaveLength(0);
  });

  test('a bad address is a 422 with the field named', async () => {
    const r = await forgot('not-an-email');
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'email'], msg: 'Invalid email address' });
  });

  test('the link is delivered by SMTP, points at SITE_URL and only its hash is stored', async () => {
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const { user } = await h.user({ first_name: 'Hedy' });
      await forgot(user.email);
      await expect.poll(() => smtp.received.filter((m) => m.to.includes(user.email)).length, { timeout: 10_000 }).toBe(1);
      const mime = decoded(smtp.received.find((m) => m.to.includes(user.email))!.raw);
      expect(mime).toMatch(/^Subject: Reset your FiberPro Texas password\r?$/m);
      expect(mime).toContain('Hello Hedy,');
      const token = /https:\/\/www\.fiberpro-texas\.com\/reset-password\?token=([\w-]+)/.exec(mime)?.[1];
      expect(token).toBeDefined();
      const raw = smtp.received.find((m) => m.to.includes(user.email))!.raw;
      const link = `https://www.fiberpro-texas.com/reset-password?token=${token}`;
      expect(
        missingFromParts(raw, [
          'Reset your password',
          'Hello Hedy,',
          'Someone asked to reset the password of your FiberPro Texas account. To choose a new password, open this link within 60 minutes:',
          link,
          'The link works once.',
          '4715 Walzem Road, Suite 210, San Antonio, TX 78218',
        ]),
      ).toEqual([]);
      const { text, html } = mailParts(raw);
      expect(html).toContain(`href="${link}"`);
      expect(html).toContain('Choose a new password');
      // The text part gives the address on a line of its own, without the button's label.
      expect(text.split(/\r?\n/)).toContain(link);
      expect(text).not.toContain('Choose a new password');
      const { rows } = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets WHERE user_id = $1', [user.id]);
      expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0].token_hash).not.toContain(token);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  test('known and unknown addresses cost the same work: the same statements, in the same order, all after the answer', async () => {
    const { user } = await h.user();
    const known = await statementsOf(() => forgot(user.email));
    const unknown = await statementsOf(() => forgot('nobody-at-all@example.com'));
    expect(known.all.length).toBeGreaterThanOrEqual(4);
    expect(unknown.all).toEqual(known.all);
    // None of it runs before the answer has left (begun at once, PGlite's writes delayed it).
    expect([known.beforeAnswer, unknown.beforeAnswer]).toEqual([0, 0]);
    // The known one did get its link, mail and audit line; the unknown one nothing.
    expect(await linkTokenFor(user.email)).toMatch(/^[\w-]{43}$/);
    const { rows } = await h.db.query(
      `SELECT (SELECT count(*) FROM audit_events WHERE action = 'auth.password_reset_requested' AND target = $1)::int AS known,
              (SELECT count(*) FROM audit_events WHERE target = 'nobody-at-all@example.com')::int AS unknown`,
      [user.email],
    );
    expect(rows[0]).toEqual({ known: 1, unknown: 0 });
  });

  test('3 e-mails an hour per account and 10 per client address, unknown addresses alike (429 with Retry-After)', async () => {
    await startInsideWindow(3600, 20);
    for (const email of ['ghost@example.com', (await limited.user()).user.email]) {
      for (let i = 0; i < 3; i++) expect((await forgot(email, limited)).status).toBe(202);
      const refused = await forgot(email, limited);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Per client: ten different addresses from one client, then the eleventh is refused.
    const fromOne = (n: number) =>
      limited.request('POST', '/auth/forgot-password', {
        body: { email: `someone${n}@example.com` },
        env: { incoming: { socket: { remoteAddress: '203.0.113.9' } } },
      });
    const answers = [];
    for (let n = 0; n < 11; n++) answers.push((await fromOne(n)).status);
    expect(answers.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});

describe('reset password', () => {
  test('the link sets a new password once; the old password and every earlier token stop working', async () => {
    const { user, token: before } = await h.user();
    await forgot(user.email);
    const link = await linkTokenFor(user.email);
    expect(await reset(link)).toMatchObject({ status: 200, body: { detail: 'Your password has been reset. Please log in.' } });

    expect((await me(before)).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    expect(await reset(link, 'Another-try-7')).toMatchObject({ status: 400, body: { detail: RESET_LINK_INVALID } });
  });

  test('expired, forged and superseded links are refused; a link changes only its own account', async () => {
    const [a, b] = [await h.user(), await h.user()];
    await forgot(a.user.email);
    const first = await linkTokenFor(a.user.email);
    await h.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second' WHERE user_id = $1", [a.user.id]);
    expect(await reset(first)).toMatchObject({ status: 400, body: { detail: RESET_LINK_INVALID } });
    expect(await reset('A'.repeat(43))).toMatchObject({ status: 400, body: { detail: RESET_LINK_INVALID } });

    await forgot(a.user.email);
    const older = await linkTokenFor(a.user.email);
    await new Promise((r) => setTimeout(r, 5));
    await forgot(a.user.email);
    const newer = await vi.waitUntil(async () => {
      const t = await linkTokenFor(a.user.email);
      return t !== older ? t : undefined;
    });
    expect((await reset(newer)).status).toBe(200);
    expect((await reset(older)).status).toBe(400);

    // B was never touched: same password, same session.
    expect((await me(b.token)).status).toBe(200);
    expect((await login(b.user.email, PASSWORD)).status).toBe(200);
  });

  test('a weak new password is a 422 with the change-password message', async () => {
    const r = await reset('whatever', 'short');
    expect(r.status).toBe(422);
    expect(r.body.detail[0]).toMatchObject({ loc: ['body', 'new_password'], msg: 'Password must be at least 8 characters' });
  });
});

describe('sign out', () => {
  test('logout revokes only the token it is called with', async () => {
    const { user } = await h.user();
    const one = (await login(user.email, PASSWORD)).body.access_token;
    const two = (await login(user.email, PASSWORD)).body.access_token;
    expect((await h.request('POST', '/auth/logout', { token: one })).status).toBe(204);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(200);
    expect((await h.request('POST', '/auth/logout', { token: one })).status).toBe(401);
  });

  test('{"all": true} signs out every device', async () => {
    const { user } = await h.user();
    const one = (await login(user.email, PASSWORD)).body.access_token;
    const two = (await login(user.email, PASSWORD)).body.access_token;
    expect((await h.request('POST', '/auth/logout', { token: one, body: { all: true } })).status).toBe(204);
    expect((await me(one)).status).toBe(401);
    expect((await me(two)).status).toBe(401);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  test('logout takes no body, an empty JSON body, or {}', async () => {
    for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
      const { token } = await h.user();
      const r = await h.app.request('/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}`, ...headers } });
      expect(r.status).toBe(204);
      expect((await me(token)).status).toBe(401);
    }
  });

  test('anonymous logout is a 401; a bad body a 422', async () => {
    expect((await h.request('POST', '/auth/logout')).status).toBe(401);
    const { token } = await h.user();
    expect((await h.request('POST', '/auth/logout', { token, body: { all: 'yes' } })).status).toBe(422);
  });
});
