// The staff's review of a tax certificate e-mails its owner, delivered by the worker to a real
// SMTP server: approved (company, expiry, the account link), or not accepted with the staff's
// reason, escaped in HTML and intact in text. A repeated review sends nothing more, and the
// e-mail is written in the review's transaction: without the outbox, no review is saved.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { formatLongDate } from '#domain/shared/format';
import type { MailWorker } from '#server/mail/worker';
import { billingSteps, nextYear, PDF_BYTES, PURCHASE } from './billing.helpers';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, mailParts, missingFromParts, startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

let h: Harness;
let smtp: SmtpTestServer;
let worker: MailWorker;
let staff: string;
beforeAll(async () => {
  h = await setup();
  smtp = await startSmtpServer();
  worker = startTestMailWorker(h.db, smtp);
  staff = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(async () => {
  await worker?.stop();
  await smtp?.close();
  await h?.close();
}, SETUP_TIMEOUT);

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(decoded(raw))?.[1]?.trim();
const mailTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const queuedFor = async (email: string) =>
  (await h.db.query("SELECT count(*)::int AS n FROM mail_outbox WHERE template = 'certificate_reviewed' AND recipient = $1", [email]))
    .rows[0].n;

/** A customer with one uploaded certificate. */
async function customerWithCertificate() {
  const { user, token } = await h.user({ first_name: 'Grace' });
  const up = await billingSteps(h).upload(token, { bytes: PDF_BYTES, name: 'resale.pdf' });
  expect(up.status, JSON.stringify(up.body)).toBe(201);
  return { email: user.email, id: up.body.id as number };
}
const review = (id: number, body: unknown) => h.request('PATCH', `/admin/tax-certificates/${id}`, { token: staff, body });

test('an approved certificate: the owner is told its company, expiry and what it exempts, with the account link', async () => {
  const { email, id } = await customerWithCertificate();
  expect((await review(id, { status: 'approved' })).status).toBe(200);

  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailTo(email);
  expect(mail.to).toEqual([email]);
  expect(subjectOf(mail.raw)).toBe(`Your tax certificate for ${PURCHASE.company} is approved`);
  const expires = formatLongDate(nextYear());
  const account = `${h.config.siteUrl}/account`;
  expect(
    missingFromParts(mail.raw, [
      'Hello Grace,',
      'We reviewed and approved the tax-exemption or resale certificate you uploaded for',
      PURCHASE.company,
      `(expires ${expires}).`,
      `Orders you place from now through ${expires} are charged no sales tax`,
    ]),
  ).toEqual([]);
  const { text, html } = mailParts(mail.raw);
  expect(html).toContain(`href="${account}"`);
  expect(text.split(/\r?\n/)).toContain(account);

  // Approving it again changes nothing the customer sees: no second e-mail.
  expect((await review(id, { status: 'approved' })).status).toBe(200);
  expect(await queuedFor(email)).toBe(1);
}, 60_000);

test('a rejected certificate: the reason arrives escaped in HTML and intact in text, with what to do', async () => {
  const { email, id } = await customerWithCertificate();
  const reason = '<b>Expired</b> & wrong state';
  expect((await review(id, { status: 'rejected', reason })).status).toBe(200);

  await expect.poll(() => mailTo(email).length, { timeout: 15_000 }).toBe(1);
  const [mail] = mailTo(email);
  expect(subjectOf(mail.raw)).toBe(`Your tax certificate for ${PURCHASE.company} was not accepted`);
  expect(missingFromParts(mail.raw, [reason, 'upload a corrected or current certificate on your account page'])).toEqual([]);
  const { text, html } = mailParts(mail.raw);
  expect(text).toContain(`The reason: ${reason}`);
  expect(html).not.toContain('<b>Expired</b>');
  expect(html).toContain(`href="${h.config.siteUrl}/account"`);

  // The same rejection again sends nothing; a new reason is news to the customer.
  expect((await review(id, { status: 'rejected', reason })).status).toBe(200);
  expect(await queuedFor(email)).toBe(1);
  expect((await review(id, { status: 'rejected', reason: 'Not signed' })).status).toBe(200);
  expect(await queuedFor(email)).toBe(2);
}, 60_000);

test('the e-mail is written in the review’s transaction: when it cannot be, the review is not saved', async () => {
  const { id } = await customerWithCertificate();
  await worker.stop();
  await h.db.query('DROP TABLE mail_outbox CASCADE');
  expect((await review(id, { status: 'approved' })).status).toBe(500);
  expect(JSON.stringify(h.logs)).toContain('relation \\"mail_outbox\\" does not exist');
  const { rows } = await h.db.query('SELECT status, reviewed_at FROM tax_certificates WHERE id = $1', [id]);
  expect(rows[0]).toEqual({ status: 'pending', reviewed_at: null });
  const audited = await h.db.query("SELECT 1 FROM audit_events WHERE action = 'certificate.review' AND target = $1", [`certificate ${id}`]);
  expect(audited.rows).toEqual([]);
}, 60_000);
