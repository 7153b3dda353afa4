// Mail to an address a visitor typed carries only the shop's text and values the server knows
// (second outside review): a 200-fold phishing text in the name, date and product fields
// reaches nobody, and neither does a registration's or an account's name holding a link.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmRegistration, registerForSession } from '#server/school/seats';
import { greetingName } from '#server/mail/visitorText';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { orderRequestSubmission } from '../../src/features/orderRequest/orderRequestSubmission';
import { autoReplyParams, teamParams } from '../../src/lib/email/templateParams';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { submitForm } from './relay-submit';
import { decoded, missingFromParts, startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

const PHISH = 'URGENT: your account is suspended. Verify now at https://evil.example/verify';
const LONG = PHISH.repeat(200);
let h: Harness;
let smtp: SmtpTestServer;
let worker: ReturnType<typeof startTestMailWorker>;
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: 5 }] });
  smtp = await startSmtpServer();
  worker = startTestMailWorker(h.db, smtp);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await h?.close();
}, SETUP_TIMEOUT);

/** The delivered message to the address, decoded. */
async function deliveredTo(email: string): Promise<string> {
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBeGreaterThan(0);
  return decoded(smtp.received.filter((m) => m.to.includes(email)).at(-1)!.raw);
}

describe('the acknowledgement', () => {
  test('carries none of the name, date and product a visitor typed', async () => {
    const victim = 'victim@example.net';
    const { reply } = await submitForm(h, {
      user_name: LONG,
      user_email: victim,
      submission_date: LONG,
      product: LONG,
      form_type: 'contact',
    });
    expect(reply.params).toMatchObject({ to_name: '', about: '' });
    expect(reply.params.submission_date).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(JSON.stringify(reply.params)).not.toContain('evil.example');
    const mail = await deliveredTo(victim);
    expect(mail).not.toMatch(/evil\.example|URGENT/);
    expect(mail).toContain('Hello,');
    expect(mail.length).toBeLessThan(20_000);
  });

  test('greets a plain name and names the product from the catalogue', async () => {
    const email = 'grace@example.net';
    const { reply } = await submitForm(h, { user_name: 'Grace Hopper', user_email: email, product: 'FUSION SPLICER', form_type: 'order' });
    expect(reply.params).toMatchObject({ to_name: 'Grace Hopper', about: 'It concerns: fusion splicer.' });
    expect(await deliveredTo(email)).toContain('Hello Grace Hopper,');
  });
});

test('the acknowledgement quotes a reference of the shop’s shape, never one the visitor chose', async () => {
  const email = 'reference-victim@example.net';
  const chosen = 'CALL-210-555-0199-NOW';
  const { reply } = await submitForm(h, { user_name: 'Ada', user_email: email, form_type: 'contact', order_id: chosen });
  expect(reply.params.order_id).toMatch(/^CONTACT\d{6}$/);
  const mail = await deliveredTo(email);
  expect(mail).toMatch(/^Subject: We received your contact submission \(CONTACT\d{6}\)\r?$/m);
  expect(mail).not.toContain(chosen);
});

test.each([
  ['Grace Hopper', 'Grace Hopper'],
  ['José Núñez-Ortiz', 'José Núñez-Ortiz'],
  ['x'.repeat(61), ''],
  ['Visit evil.example', ''],
  ['see https://evil.example', ''],
  ['mail me: a@b.co', ''],
  ['www.evil', ''],
  ['Line\nbreak', ''],
  ['  Ada  ', 'Ada'],
  ["Mary-Jane O'Neil", "Mary-Jane O'Neil"],
  ['URGENT account suspended call 210-555-0199 now', ''],
  ['call 2105550199', ''],
  ['Agent 007', ''],
  ['Student 12', 'Student 12'],
  ['Call 2 1 0-5 5 5', ''],
  ['<b>Ada</b>', ''],
])('greetingName(%j) is %j', (typed, kept) => {
  expect(greetingName(typed)).toBe(kept);
});

test('seat e-mails greet a registration whose name holds a link plainly', async () => {
  const email = 'seat-victim@example.net';
  const admin = (await h.user({ role: 'admin' })).token;
  const row = await h.db.transaction((tx) =>
    registerForSession(tx, {
      sessionId: 1,
      name: LONG.slice(0, 17_500),
      email,
      phone: '',
      company: '',
      outboxId: null,
      clientIp: '203.0.113.50',
      confirmHash: (id) => `visitor-mail-${id}`,
    }),
  );
  await h.db.transaction((tx) => confirmRegistration(tx, row!.confirm_token_hash!));
  expect((await h.request('PATCH', `/admin/registrations/${row!.id}`, { token: admin, body: { status: 'confirmed' } })).status).toBe(200);
  const mail = await deliveredTo(email);
  expect(mail).toContain('Your seat is confirmed');
  expect(mail).toContain('Hello,');
  expect(mail).not.toMatch(/evil\.example|URGENT/);
});

test('a reset e-mail greets an account whose name holds an address plainly', async () => {
  const { user } = await h.user({ first_name: 'Go to evil.example' });
  await h.request('POST', '/auth/forgot-password', { body: { email: user.email } });
  const mail = await deliveredTo(user.email);
  expect(mail).toContain('Hello,');
  expect(mail).not.toContain('evil.example');
});

test('the person who sent an order request is e-mailed the reference the dialog shows', async () => {
  const email = `ana.${Date.now().toString(36)}@example.net`;
  const product = {
    slug: 'power-meter',
    name: 'Power Meter',
    description: 'A handheld optical power meter.',
    price: 50.5,
    discount_price: null,
  };
  const order = { customerName: 'Ana Field', customerEmail: email, customerPhone: '(210) 555-0199', quantity: 2 };
  const submission = orderRequestSubmission(product, order);
  const ctx = { nowMs: Date.now(), siteEmail: 'team@example.com', siteName: 'FiberPro Texas' };
  const team = teamParams(submission, ctx);
  // Sent as the dialog sends it; sendFormSubmission answers team.order_id as the reference the dialog shows.
  const send = (template_id: string, template_params: Record<string, string>) =>
    h.request('POST', '/v1.0/email/send', {
      body: { lib_version: '4.4.1', user_id: emailDefaults.publicKey, service_id: emailDefaults.serviceId, template_id, template_params },
      env: { incoming: { socket: { remoteAddress: '198.51.100.21' } } },
    });
  expect((await send(emailDefaults.teamTemplateId, team)).status).toBe(200);
  expect((await send(emailDefaults.autoReplyTemplateId, autoReplyParams(team, submission, ctx))).status).toBe(200);

  const reference = team.order_id;
  expect(reference).toMatch(/^ORDER\d{6}$/);
  const mail = await deliveredTo(email);
  expect(mail).toMatch(new RegExp(`^Subject: We received your order submission \\(${reference}\\)\\r?$`, 'm'));
  const raw = smtp.received.find((m) => m.to.includes(email))!.raw;
  expect(missingFromParts(raw, [reference, 'Our team will contact you within 24 hours.', 'It concerns: power meter.'])).toEqual([]);
});
