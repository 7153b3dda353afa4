// A visitor's order request, sent through the relay exactly as the product page's dialog sends it:
// the person receives the acknowledgement with the reference the dialog shows them, delivered to a
// real SMTP server.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { orderRequestSubmission } from '../../src/features/orderRequest/orderRequestSubmission';
import { autoReplyParams, teamParams } from '../../src/lib/email/templateParams';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, missingFromParts, startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

let h: Harness;
let smtp: SmtpTestServer;
let worker: ReturnType<typeof startTestMailWorker>;
beforeAll(async () => {
  h = await setup();
  smtp = await startSmtpServer();
  worker = startTestMailWorker(h.db, smtp);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await h?.close();
}, SETUP_TIMEOUT);

const send = (template_id: string, template_params: Record<string, string>) =>
  h.request('POST', '/v1.0/email/send', {
    body: { lib_version: '4.4.1', user_id: emailDefaults.publicKey, service_id: emailDefaults.serviceId, template_id, template_params },
    env: { incoming: { socket: { remoteAddress: '198.51.100.21' } } },
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
  const submission = orderRequestSubmission(product, {
    customerName: 'Ana Field',
    customerEmail: email,
    customerPhone: '(210) 555-0199',
    quantity: 2,
  });
  const ctx = { nowMs: Date.now(), siteEmail: 'team@example.com', siteName: 'FiberPro Texas' };
  const team = teamParams(submission, ctx);
  // sendFormSubmission answers team.order_id as the reference the dialog shows.
  const reference = team.order_id;
  expect(reference).toMatch(/^ORDER\d{6}$/);
  expect((await send(emailDefaults.teamTemplateId, team)).status).toBe(200);
  expect((await send(emailDefaults.autoReplyTemplateId, autoReplyParams(team, submission, ctx))).status).toBe(200);

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.received.find((m) => m.to.includes(email))!.raw;
  expect(decoded(mail)).toMatch(new RegExp(`^Subject: We received your order submission \\(${reference}\\)\\r?$`, 'm'));
  expect(missingFromParts(mail, [reference, 'Our team will contact you within 24 hours.', 'It concerns: power meter.'])).toEqual([]);
});
