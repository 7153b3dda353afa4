// The EmailJS-compatible relay: what it accepts, whom it sends to, and what it refuses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { renderMail } from '#server/mail/templates';
import { setup, startInsideWindow, type Harness } from './helpers';

const TEAM = 'team@fiber.test';
let h: Harness;
beforeAll(async () => {
  h = await setup({ env: { TEAM_EMAIL: TEAM } });
});
afterAll(() => h.close());

let n = 0;
const reference = () => `CONTACT${String(100000 + ++n).slice(-6)}`;

const teamParams = (ref: string, over: Record<string, string> = {}) => ({
  user_name: 'Ada Lovelace',
  user_email: 'ada@example.com',
  form_type: 'contact',
  to_email: 'info@fiberpro-texas.com',
  subject: 'Splicing question',
  message: 'Do you splice ribbon fiber?',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: '5125550100',
  contact_number: '5125550100',
  order_id: ref,
  submission_date: 'January 1, 2026',
  ...over,
});

const body = (template_id: string, template_params: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  lib_version: '4.4.1',
  user_id: emailDefaults.publicKey,
  service_id: emailDefaults.serviceId,
  template_id,
  template_params,
  ...over,
});
const send = (b: unknown) => h.request('POST', '/v1.0/email/send', { body: b });
const outboxFor = async (ref: string) => (await h.db.query<any>('SELECT * FROM mail_outbox WHERE reference = $1 ORDER BY id', [ref])).rows;

describe('POST /v1.0/email/send', () => {
  test('stores the team notification and then the auto-reply, answering 200 OK', async () => {
    const ref = reference();
    const team = await send(body(emailDefaults.teamTemplateId, teamParams(ref)));
    expect(team).toMatchObject({ status: 200, body: 'OK' });
    const reply = await send(body(emailDefaults.autoReplyTemplateId, { ...teamParams(ref), to_email: 'ada@example.com' }));
    expect(reply).toMatchObject({ status: 200, body: 'OK' });

    const rows = await outboxFor(ref);
    expect(rows.map((r) => [r.template, r.recipient, r.state, r.attempts])).toEqual([
      ['team', TEAM, 'pending', 0],
      ['autoreply', 'ada@example.com', 'pending', 0],
    ]);
    expect(rows[0]).toMatchObject({ reply_to: 'ada@example.com', subject: `[contact] Splicing question (${ref})` });
    expect(rows[0].params).toMatchObject({ user_name: 'Ada Lovelace', message: 'Do you splice ribbon fiber?', order_id: ref });
    expect(rows[1]).toMatchObject({ answers_id: rows[0].id, subject: `We received your contact submission (${ref})` });
  });

  test('recipients come from the configuration and the stored submission, never from the parameters', async () => {
    const ref = reference();
    const injected = {
      to_email: 'victim@evil.test',
      cc: 'x@evil.test',
      bcc: 'y@evil.test',
      reply_to: 'z@evil.test',
      recipient: 'w@evil.test',
    };
    expect((await send(body(emailDefaults.teamTemplateId, teamParams(ref, injected)))).status).toBe(200);
    // The auto-reply claims another address: it still goes to the submission's own sender.
    const reply = await send(
      body(emailDefaults.autoReplyTemplateId, teamParams(ref, { ...injected, user_email: 'other@evil.test', email: 'other@evil.test' })),
    );
    expect(reply.status).toBe(200);
    const rows = await outboxFor(ref);
    expect(rows.map((r) => [r.recipient, r.reply_to])).toEqual([
      [TEAM, 'ada@example.com'],
      ['ada@example.com', TEAM],
    ]);
  });

  test('a list of addresses or a header break in the sender address is refused', async () => {
    for (const user_email of ['ada@example.com, evil@evil.test', 'ada@example.com\r\nBcc: evil@evil.test', 'not-an-address']) {
      const r = await send(body(emailDefaults.teamTemplateId, teamParams(reference(), { user_email, email: user_email })));
      expect(r.status).toBe(422);
    }
  });

  test('one auto-reply per submission; none without a recent submission from the same client', async () => {
    const ref = reference();
    expect((await send(body(emailDefaults.autoReplyTemplateId, teamParams(ref)))).status).toBe(400);
    await send(body(emailDefaults.teamTemplateId, teamParams(ref)));
    await send(body(emailDefaults.autoReplyTemplateId, teamParams(ref)));
    expect((await send(body(emailDefaults.autoReplyTemplateId, teamParams(ref)))).status).toBe(200);
    expect((await outboxFor(ref)).filter((r) => r.template === 'autoreply')).toHaveLength(1);
  });

  test('wrong public key 403, wrong service or template 400, each with EmailJS-style text', async () => {
    const ref = reference();
    const key = await send(body(emailDefaults.teamTemplateId, teamParams(ref), { user_id: 'stolen-key' }));
    expect(key).toMatchObject({ status: 403, body: 'The public key is invalid' });
    const service = await send(body(emailDefaults.teamTemplateId, teamParams(ref), { service_id: 'gmail' }));
    expect(service).toMatchObject({ status: 400, body: 'The service ID is invalid' });
    const template = await send(body('template_x', teamParams(ref)));
    expect(template).toMatchObject({ status: 400, body: 'The template ID is invalid' });
    expect(await outboxFor(ref)).toHaveLength(0);
  });

  test('malformed bodies are 400, never 5xx', async () => {
    expect((await send('{not json')).status).toBe(400);
    expect((await send({ user_id: 1 })).status).toBe(400);
    expect((await send(body(emailDefaults.teamTemplateId, { ...teamParams(reference()), message: { nested: true } }))).status).toBe(400);
    expect((await send(body(emailDefaults.teamTemplateId, teamParams('../../etc')))).status).toBe(400);
  });

  test('bodies over 64 KB get 413', async () => {
    const r = await send(body(emailDefaults.teamTemplateId, teamParams(reference(), { message: 'x'.repeat(70_000) })));
    expect(r.status).toBe(413);
  });

  test('the auto-reply is the shop’s fixed acknowledgement: never the request’s free text', async () => {
    const ref = reference();
    const phishing = {
      subject: 'Your account is locked',
      message: 'Log in at http://phish.example/reset now',
      // Named from the catalogue: a product of the test catalogue, as the form sends it.
      product: 'Fusion Splicer',
    };
    await send(body(emailDefaults.teamTemplateId, teamParams(ref, { ...phishing, form_type: 'order' })));
    await send(body(emailDefaults.autoReplyTemplateId, teamParams(ref, phishing)));
    const reply = (await outboxFor(ref)).find((r) => r.template === 'autoreply');
    const mail = await renderMail('autoreply', reply.params);
    for (const part of [mail.subject, mail.text, mail.html, JSON.stringify(reply.params)]) {
      expect(part).not.toContain('phish.example');
      expect(part).not.toContain('Your account is locked');
    }
    expect(mail.text).toContain('Hello Ada Lovelace');
    expect(mail.text).toContain(`order submission (reference ${ref})`);
    expect(mail.text).toContain('It concerns: fusion splicer.');
  });

  test('a JSON body only: a plain HTML form posted from another site gets 415', async () => {
    const ref = reference();
    const raw = (type: string, payload: string) =>
      h.request('POST', '/v1.0/email/send', { body: payload, headers: { 'content-type': type } });
    const json = JSON.stringify(body(emailDefaults.teamTemplateId, teamParams(ref)));
    expect((await raw('text/plain', json)).status).toBe(415);
    expect((await raw('application/x-www-form-urlencoded', `data=${encodeURIComponent(json)}`)).status).toBe(415);
    expect((await raw('multipart/form-data; boundary=x', '--x--')).status).toBe(415);
    expect(await outboxFor(ref)).toHaveLength(0);
    expect((await raw('application/json; charset=utf-8', json)).status).toBe(200);
  });

  test('HTML in a field arrives escaped in the HTML part and intact in the text part', async () => {
    const mail = await renderMail(
      'team',
      teamParams('X1', { message: '<script>alert(1)</script> & <b>bold</b>', user_name: '"><img src=x onerror=alert(1)>' }),
    );
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.text).toContain('<script>alert(1)</script> & <b>bold</b>');
  });

  test('subjects cannot carry header breaks', async () => {
    const mail = await renderMail('team', teamParams('X2', { subject: 'Hi\r\nBcc: evil@evil.test' }));
    expect(mail.subject).toBe('[contact] Hi Bcc: evil@evil.test (X2)');
  });
});

describe('GET /v1.0/email/outbox', () => {
  test('401 without a token, 403 for a customer, the recent messages for an admin', async () => {
    expect((await h.request('GET', '/v1.0/email/outbox')).status).toBe(401);
    const customer = await h.user();
    expect((await h.request('GET', '/v1.0/email/outbox', { token: customer.token })).status).toBe(403);
    const admin = await h.user({ role: 'admin' });
    const r = await h.request('GET', '/v1.0/email/outbox?limit=2', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(2);
    expect(r.body.smtp_configured).toBe(false);
    expect(r.body.items[0]).toMatchObject({ state: 'pending', attempts: 0 });
    expect(Object.keys(r.body.items[0])).toEqual(
      expect.arrayContaining([
        'template',
        'recipient',
        'subject',
        'params',
        'state',
        'attempts',
        'next_attempt_at',
        'last_error',
        'created_at',
        'sent_at',
      ]),
    );
  });
});

describe('rate limit', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await setup({ env: { RATE_LIMIT_DISABLED: '0', MAIL_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited.close());

  test('the fourth request from one client within ten minutes gets 429 with Retry-After', async () => {
    await startInsideWindow(600);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const r = await limited.request('POST', '/v1.0/email/send', { body: body(emailDefaults.teamTemplateId, teamParams(reference())) });
      statuses.push(r.status);
      if (r.status === 429) expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('auto-replies per recipient address', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await setup({ env: { TEAM_EMAIL: TEAM, RATE_LIMIT_DISABLED: '0' } });
  });
  afterAll(() => limited.close());

  test('at most 3 an hour to one address; then 429 with Retry-After, the team notification still stored', async () => {
    await startInsideWindow(3600);
    const post = (b: unknown) => limited.request('POST', '/v1.0/email/send', { body: b });
    const victim = { user_email: 'victim@example.com', email: 'victim@example.com' };
    const statuses: number[] = [];
    const refs: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ref = reference();
      refs.push(ref);
      expect((await post(body(emailDefaults.teamTemplateId, teamParams(ref, victim)))).status).toBe(200);
      const reply = await post(body(emailDefaults.autoReplyTemplateId, teamParams(ref, victim)));
      statuses.push(reply.status);
      if (reply.status === 429) expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const rows = (await limited.db.query<any>('SELECT template FROM mail_outbox WHERE reference = $1', [refs[3]])).rows;
    expect(rows.map((r) => r.template)).toEqual(['team']);
    // Repeating an auto-reply that was already stored costs nothing.
    expect((await post(body(emailDefaults.autoReplyTemplateId, teamParams(refs[0], victim)))).status).toBe(200);
  });
});
