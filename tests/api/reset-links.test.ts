// Reset links at rest and after the account changes (second outside review): no usable link
// is stored or readable through the API, and every change of the password or of the sessions
// voids the pending links.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { RESET_LINK_INVALID } from '#domain/forms/passwordReset';
import { PASSWORD, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { resetLinkTokenFor } from './reset-links';
import { decoded, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
let admin: { token: string };
beforeAll(async () => {
  // A server that delivers its mail (SMTP set): its outbox lists messages without their text.
  // A development server without SMTP shows each message's text and links (first-hour.test.ts).
  h = await setup({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } });
  admin = await h.user({ role: 'admin' });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const forgot = (email: string) => h.request('POST', '/auth/forgot-password', { body: { email } });
const reset = (token: string) => h.request('POST', '/auth/reset-password', { body: { token, new_password: 'Fresh-start-42' } });

test('the outbox holds no usable link, and its API shows none of the parameters the server wrote', async () => {
  const { user } = await h.user();
  await forgot(user.email);
  const token = await resetLinkTokenFor(h, user.email);

  const { rows } = await h.db.query<{ params: Record<string, string> }>(
    "SELECT params FROM mail_outbox WHERE template = 'password_reset' AND recipient = $1",
    [user.email],
  );
  expect(rows[0].params).not.toHaveProperty('reset_url');
  expect(JSON.stringify(rows)).not.toContain(token);
  const { rows: links } = await h.db.query('SELECT * FROM password_resets WHERE user_id = $1', [user.id]);
  expect(JSON.stringify(links)).not.toContain(token);

  const outbox = await h.request('GET', '/v1.0/email/outbox', { token: admin.token });
  expect(outbox.status).toBe(200);
  expect(JSON.stringify(outbox.body)).not.toContain(token);
  const item = outbox.body.items.find((m: { recipient: string }) => m.recipient === user.email);
  expect(item).toMatchObject({ template: 'password_reset', params: {} });
  // Reading the outbox is itself audited.
  const audit = await h.request('GET', '/admin/audit?action=outbox.read', { token: admin.token });
  expect(audit.body.items[0]).toMatchObject({ action: 'outbox.read' });

  expect((await reset(token)).status).toBe(200);
});

test('the delivered e-mail carries the working link, written at delivery', async () => {
  const smtp = await startSmtpServer();
  const worker = startTestMailWorker(h.db, smtp);
  try {
    const { user } = await h.user();
    await forgot(user.email);
    await expect.poll(() => smtp.received.filter((m) => m.to.includes(user.email)).length, { timeout: 10_000 }).toBe(1);
    const mime = decoded(smtp.received.find((m) => m.to.includes(user.email))!.raw);
    const token = /https:\/\/www\.fiberpro-texas\.com\/reset-password\?token=([\w-]{43})/.exec(mime)?.[1];
    expect(token).toBeDefined();
    expect((await reset(token!)).status).toBe(200);
  } finally {
    await worker.stop();
    await smtp.close();
  }
});

test.each([
  [
    'a change of password',
    (token: string) =>
      h.request('PATCH', '/auth/change-password', { token, body: { current_password: PASSWORD, new_password: 'Changed-pass-9' } }),
  ],
  ['signing out of all devices', (token: string) => h.request('POST', '/auth/logout', { token, body: { all: true } })],
  ['signing out', (token: string) => h.request('POST', '/auth/logout', { token })],
])('a link asked for before %s no longer works', async (_, change) => {
  const { user, token } = await h.user();
  await forgot(user.email);
  const link = await resetLinkTokenFor(h, user.email);
  expect((await change(token)).status).toBeLessThan(300);
  expect(await reset(link)).toMatchObject({ status: 400, body: { detail: RESET_LINK_INVALID } });
});
