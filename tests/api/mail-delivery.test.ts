// The delivery worker against a real SMTP server started here (smtp-server on a free
// port): right recipients, subject and body; retries while the server refuses; never twice.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { startMailWorker, type MailWorker } from '#server/mail/worker';
import { setup, type Harness } from './helpers';
import { decoded, mailParts, missingFromParts, startSmtpServer, type SmtpTestServer } from './smtp-server';

const TEAM = 'team@fiber.test';
let h: Harness;
let smtp: SmtpTestServer;
const workers: MailWorker[] = [];

beforeAll(async () => {
  h = await setup({ env: { TEAM_EMAIL: TEAM } });
  smtp = await startSmtpServer();
});

afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  smtp.refuseNext(0);
});

afterAll(async () => {
  await smtp.close();
  await h.close();
});

const mailConfig = () => ({
  smtpUrl: smtp.url,
  mailFrom: 'FiberPro Texas <no-reply@fiber.test>',
  mail: { rateLimit: 100, pollMs: 20, retryBaseMs: 40, maxAttempts: 10 },
  siteUrl: h.config.siteUrl,
  jwtSecret: h.config.jwtSecret,
});
const worker = (config = mailConfig()) => {
  const w = startMailWorker({ db: h.db, config, log: () => {}, transport: smtp.transport() })!;
  workers.push(w);
  return w;
};

let n = 0;
async function submit(message: string, email = 'ada@example.com') {
  const ref = `CONTACT${String(200000 + ++n)}`;
  const params = {
    user_name: 'Ada Lovelace',
    user_email: email,
    email,
    form_type: 'contact',
    subject: 'Splicing question',
    message,
    order_id: ref,
    contact_number: '5125550100',
  };
  for (const template_id of [emailDefaults.teamTemplateId, emailDefaults.autoReplyTemplateId]) {
    const r = await h.request('POST', '/v1.0/email/send', {
      body: {
        lib_version: '4.4.1',
        user_id: emailDefaults.publicKey,
        service_id: emailDefaults.serviceId,
        template_id,
        template_params: params,
      },
    });
    expect(r.status).toBe(200);
  }
  return ref;
}

const states = async (ref: string) =>
  (
    await h.db.query<{ template: string; state: string; attempts: number; last_error: string | null }>(
      'SELECT template, state, attempts, last_error FROM mail_outbox WHERE reference = $1 ORDER BY id',
      [ref],
    )
  ).rows;

const forRef = (ref: string) => smtp.received.filter((m) => m.raw.includes(ref));

describe('SMTP delivery', () => {
  test('delivers the team notification and the auto-reply to the right people', async () => {
    const ref = await submit('Do you splice <b>ribbon</b> fiber & loose tube?');
    worker();
    await expect.poll(async () => (await states(ref)).map((r) => r.state), { timeout: 10_000 }).toEqual(['sent', 'sent']);

    const [team, reply] = forRef(ref).sort((a, b) => (a.to[0] === TEAM ? -1 : b.to[0] === TEAM ? 1 : 0));
    expect(team.to).toEqual([TEAM]);
    expect(team.from).toBe('no-reply@fiber.test');
    const teamMime = decoded(team.raw);
    expect(teamMime).toMatch(/^Subject: \[contact\] Splicing question \(CONTACT\d+\)\r?$/m);
    expect(teamMime).toMatch(/^Reply-To: ada@example\.com\r?$/m);
    expect(teamMime).toContain('Do you splice <b>ribbon</b> fiber & loose tube?'); // text part, as typed
    expect(teamMime).toContain('Do you splice &lt;b&gt;ribbon&lt;/b&gt; fiber &amp; loose tube?'); // HTML part, escaped
    expect(teamMime).not.toContain('<b>ribbon</b> fiber &amp;');
    expect(mailParts(team.raw).text).toContain('Do you splice <b>ribbon</b> fiber & loose tube?');
    expect(
      missingFromParts(team.raw, [
        'New contact submission',
        `Reference ${ref}`,
        'Name: ',
        'Ada Lovelace',
        'ada@example.com',
        '5125550100',
        'Splicing question',
        'Do you splice <b>ribbon</b> fiber & loose tube?',
        'Reply to this e-mail to answer Ada Lovelace directly.',
      ]),
    ).toEqual([]);

    expect(reply.to).toEqual(['ada@example.com']);
    const replyMime = decoded(reply.raw);
    expect(replyMime).toMatch(new RegExp(`^Subject: We received your contact submission \\(${ref}\\)\\r?$`, 'm'));
    expect(replyMime).toContain('Hello Ada Lovelace,');
    expect(replyMime).toMatch(/^Reply-To: team@fiber\.test\r?$/m);
    expect(
      missingFromParts(reply.raw, [
        'Thank you, Ada Lovelace',
        'Hello Ada Lovelace,',
        'We received your contact submission (reference ',
        ref,
        'Our team will contact you within 24 hours.',
        'If you need to add anything, reply to this e-mail or write to team@fiber.test.',
      ]),
    ).toEqual([]);
    expect(mailParts(reply.raw).text).not.toContain('Do you splice');
  });

  test('retries with back-off while the server refuses, then delivers once', async () => {
    smtp.refuseNext(3);
    const ref = await submit('Please call me back.');
    worker();
    await expect.poll(async () => (await states(ref)).map((r) => r.state), { timeout: 15_000 }).toEqual(['sent', 'sent']);
    const rows = await states(ref);
    expect(rows.reduce((sum, r) => sum + r.attempts, 0)).toBe(2 + 3);
    expect(rows.every((r) => r.last_error === null)).toBe(true);
    expect(forRef(ref)).toHaveLength(2);
  });

  test('gives up after the last attempt and records the error', async () => {
    smtp.refuseNext(1000);
    const ref = await submit('Nobody home');
    worker({ ...mailConfig(), mail: { ...mailConfig().mail, maxAttempts: 2, retryBaseMs: 10 } });
    await expect.poll(async () => (await states(ref)).map((r) => r.state), { timeout: 10_000 }).toEqual(['failed', 'failed']);
    const rows = await states(ref);
    expect(rows.map((r) => r.attempts)).toEqual([2, 2]);
    expect(rows[0].last_error).toMatch(/451|Try again later/);
    expect(forRef(ref)).toHaveLength(0);
  });

  test('several workers on one outbox never deliver the same message twice', async () => {
    const refs: string[] = [];
    for (let i = 0; i < 8; i += 1) refs.push(await submit(`Batch message ${i}`, `person${i}@example.com`));
    for (let i = 0; i < 4; i += 1) worker();
    await expect
      .poll(async () => (await Promise.all(refs.map(states))).flat().every((r) => r.state === 'sent'), { timeout: 15_000 })
      .toBe(true);
    for (const ref of refs) expect(forRef(ref)).toHaveLength(2);
    const ids = smtp.received.map((m) => /^X-Outbox-Id: (\d+)/im.exec(m.raw)?.[1]);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('without SMTP_URL nothing runs and messages stay pending', async () => {
    expect(startMailWorker({ db: h.db, config: { ...mailConfig(), smtpUrl: null }, log: () => {} })).toBeNull();
    const ref = await submit('Stays here');
    expect((await states(ref)).map((r) => r.state)).toEqual(['pending', 'pending']);
  });
});
