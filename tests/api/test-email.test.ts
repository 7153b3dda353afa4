// /test-email's server side: a test order e-mail only an admin may send, delivered like any
// other message but never a lead; and the development outbox, where each message reads as it
// would be delivered, its one-time links pointing at the running server.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { setupWithAdmin, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, startSmtpServer, startTestMailWorker } from './smtp-server';

let h: Harness;
let admin: { token: string };
let withSmtp: Harness;
let smtpAdmin: { token: string };
beforeAll(async () => {
  [{ h, admin }, { h: withSmtp, admin: smtpAdmin }] = await Promise.all([
    setupWithAdmin({ env: { PORT: '4567' } }),
    setupWithAdmin({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } }),
  ]);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await Promise.all([h?.close(), withSmtp?.close()]);
});

const sendTest = (email: unknown, token?: string, harness = h) => harness.request('POST', '/v1.0/email/test', { token, body: { email } });
const leadCount = async () => ((await h.request('GET', '/admin/leads', { token: admin.token })).body as { total: number }).total;
/** The newest message to the address, once the outbox holds it (some are stored after the answer). */
const messageTo = (recipient: string, harness = h, token = admin.token) =>
  vi.waitFor(
    async () => {
      const found = (await outbox(harness, token)).items.find((m) => m.recipient === recipient);
      if (!found) throw new Error(`no message to ${recipient} yet`);
      return found;
    },
    { timeout: 5000 },
  );
const outbox = async (harness = h, token = admin.token) =>
  (await harness.request('GET', '/v1.0/email/outbox?limit=50', { token })).body as {
    items: { template: string; recipient: string; reference: string; text?: string }[];
  };

describe('POST /v1.0/email/test', () => {
  test('a visitor is refused 401 and a customer 403; a bad address is a 422 naming the field', async () => {
    expect((await sendTest('visitor@example.com')).status).toBe(401);
    expect((await sendTest('customer@example.com', (await h.user()).token)).status).toBe(403);
    const bad = await sendTest('not-an-address', admin.token);
    expect(bad.status).toBe(422);
    expect((bad.body as { detail: { loc: string[]; msg: string }[] }).detail[0]).toMatchObject({
      loc: ['body', 'email'],
      msg: 'Invalid email address',
    });
    expect((await sendTest(undefined, admin.token)).status).toBe(422);
  });

  test('an admin’s test is delivered to the team and to the typed address, and writes no lead', async () => {
    const leadsBefore = await leadCount();
    const smtp = await startSmtpServer();
    const worker = startTestMailWorker(h.db, smtp);
    try {
      const r = await sendTest('tester@example.com', admin.token);
      expect(r.status).toBe(201);
      const { reference } = r.body as { reference: string };
      expect(reference).toMatch(/^ORDER\d{6}$/);
      await expect.poll(() => smtp.received.filter((m) => m.raw.includes(reference)).length, { timeout: 10_000 }).toBe(2);
      const ack = smtp.received.find((m) => m.to.includes('tester@example.com'))!;
      expect(decoded(ack.raw)).toContain(`We received your order submission (${reference})`);
      const team = smtp.received.find((m) => m.to.includes(h.config.teamEmail) && m.raw.includes(reference))!;
      expect(decoded(team.raw)).toContain('It is not an order and no lead was created.');
    } finally {
      await worker.stop();
      await smtp.close();
    }
    expect(await leadCount()).toBe(leadsBefore);
  });
});

describe('the development outbox', () => {
  test('without SMTP_URL each message reads as delivered: a reset link to this server that works', async () => {
    const { user } = await h.user({ first_name: 'Hedy' });
    expect((await h.request('POST', '/auth/forgot-password', { body: { email: user.email } })).status).toBe(202);
    // The reset e-mail is stored after the answer.
    const reset = await messageTo(user.email);
    expect(reset.text).toContain('Hello Hedy,');
    const link = /http:\/\/localhost:4567\/reset-password\?token=([\w-]+)/.exec(reset.text ?? '');
    expect(link).not.toBeNull();
    const changed = await h.request('POST', '/auth/reset-password', { body: { token: link![1], new_password: 'Fresh-start-42' } });
    expect(changed.status).toBe(200);
  });

  test('a server that delivers by SMTP lists messages without their text or links', async () => {
    const { user } = await withSmtp.user();
    await withSmtp.request('POST', '/auth/forgot-password', { body: { email: user.email } });
    const reset = await messageTo(user.email, withSmtp, smtpAdmin.token);
    expect(reset).not.toHaveProperty('text');
    expect(JSON.stringify(reset)).not.toContain('reset-password?token=');
  });
});
