// Issue 28's e-mails, delivered by the worker to a real SMTP server: "Order ORD-… confirmed"
// with the PDF confirmation, and the shipped e-mail with the invoice; both PDFs are read back
// from the delivered message. Issue 37: staff re-send either from the order desk.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { MailWorker } from '#server/mail/worker';
import { billingSteps, nextYear, PURCHASE } from './billing.helpers';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { readPdf } from './pdf-text';
import { decoded, mimeAttachment, missingFromParts, startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

let h: Harness;
let smtp: SmtpTestServer;
let worker: MailWorker;
beforeAll(async () => {
  h = await setup();
  smtp = await startSmtpServer();
  worker = startTestMailWorker(h.db, smtp);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await worker.stop();
  await smtp.close();
  await h.close();
});

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(decoded(raw))?.[1]?.trim();

test('confirmation and invoice arrive as PDFs with the PO number, the freight and the totals', async () => {
  const staff = (await h.user({ role: 'admin' })).token;
  const email = `buyer.${Date.now().toString(36)}@example.com`;
  const { token } = await h.user({ email });
  const steps = billingSteps(h);
  const order = await steps.checkout(token, { email });
  const body = {
    lines: [{ id: order.items[0].id, unit_price: 48 }],
    freight: 240,
    payment_terms: 'wire_ach',
    expected_ship_date: nextYear(),
  };
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, body)).status).toBe(200);

  const mailTo = () => smtp.received.filter((m) => m.to.includes(email));
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(1);
  const confirmed = mailTo()[0].raw;
  expect(subjectOf(confirmed)).toBe(`Order ${order.reference} confirmed`);
  expect(
    missingFromParts(confirmed, [
      'Payment terms: Wire / ACH',
      `Expected ship date: ${nextYear()}`,
      'Freight: $240.00',
      `PO number: ${PURCHASE.poNumber}`,
      'The order confirmation is attached as a PDF.',
    ]),
  ).toEqual([]);
  const confirmation = mimeAttachment(confirmed, 'application/pdf');
  expect(confirmation.filename).toBe(`${order.reference}-confirmation.pdf`);
  // 2 × 48 = 96; shipping 10 + freight 240; tax 6.72 → 352.72
  const text = readPdf(confirmation.bytes).text;
  expect(text).not.toContain('undefined');
  for (const t of [`Order confirmation ${order.reference}`, `PO number ${PURCHASE.poNumber}`, 'Freight $240.00', 'Total $352.72'])
    expect(text).toContain(t);

  const shipped = (await steps.ship(staff, order.id)).body;
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(2);
  const shippedMail = mailTo()[1].raw;
  expect(missingFromParts(shippedMail, [`Invoice ${shipped.invoice_number} is attached as a PDF (Wire / ACH).`])).toEqual([]);
  const invoice = mimeAttachment(shippedMail, 'application/pdf');
  expect(invoice.filename).toBe(`${shipped.invoice_number}.pdf`);
  const invoiceText = readPdf(invoice.bytes).text;
  for (const t of [`Invoice ${shipped.invoice_number}`, `Due date ${shipped.due_date}`, 'Balance due $352.72', PURCHASE.jobReference])
    expect(invoiceText).toContain(t);
}, 60_000);

test('re-sent from the desk, the confirmation and then the invoice arrive again as PDFs at the account’s address; none before it exists', async () => {
  const staff = (await h.user({ role: 'admin' })).token;
  const steps = billingSteps(h);
  const email = `resend.${Date.now().toString(36)}@example.com`;
  const { token } = await h.user({ email });
  const order = await steps.checkout(token, { email: 'typed-at-checkout@example.com' });
  const resend = (document: string) => steps.as(staff).post(`/admin/orders/${order.id}/resend`, { document });
  expect(await resend('confirmation')).toMatchObject({ status: 409, body: { detail: 'This order is not confirmed yet' } });
  expect((await resend('receipt')).body.detail[0].loc).toEqual(['body', 'document']);
  expect((await steps.as(token).post(`/admin/orders/${order.id}/resend`, { document: 'invoice' })).status).toBe(403);

  const confirmed = await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, {
    lines: [],
    payment_terms: 'wire_ach',
    expected_ship_date: nextYear(),
  });
  expect(confirmed.status).toBe(200);
  const mailTo = () => smtp.received.filter((m) => m.to.includes(email));
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(1); // "Order … confirmed"
  expect((await resend('invoice')).status).toBe(409);
  expect(await resend('confirmation')).toMatchObject({ status: 200, body: { sent_to: email } });
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(2);
  const again = mailTo()[1].raw;
  expect(subjectOf(again)).toBe(`Order confirmation for ${order.reference}`);
  expect(missingFromParts(again, [`The confirmation of your order ${order.reference} is attached as a PDF`])).toEqual([]);
  const pdf = mimeAttachment(again, 'application/pdf');
  expect(pdf.filename).toBe(`${order.reference}-confirmation.pdf`);
  expect(readPdf(pdf.bytes).text).toContain(`Order confirmation ${order.reference}`);

  const shipped = (await steps.ship(staff, order.id)).body;
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(3); // "… has shipped"
  expect((await resend('invoice')).status).toBe(200);
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(4);
  const invoiceMail = mailTo()[3].raw;
  expect(subjectOf(invoiceMail)).toBe(`Invoice ${shipped.invoice_number} for order ${order.reference}`);
  const invoice = mimeAttachment(invoiceMail, 'application/pdf');
  expect(invoice.filename).toBe(`${shipped.invoice_number}.pdf`);
  expect(readPdf(invoice.bytes).text).toContain(`Invoice ${shipped.invoice_number}`);

  const audit = await steps.as(staff).get(`/admin/audit?action=order.document_resent&q=${order.reference}`);
  expect(audit.body.items.map((e: { detail: unknown }) => e.detail)).toEqual([
    { document: 'invoice', sent_to: email },
    { document: 'confirmation', sent_to: email },
  ]);
}, 60_000);

test('a pickup order’s e-mail and PDF name the yard, its address and hours, and no delivery address', async () => {
  const staff = (await h.user({ role: 'admin' })).token;
  const email = `pickup.${Date.now().toString(36)}@example.com`;
  const { token } = await h.user({ email });
  const steps = billingSteps(h);
  const order = await steps.checkout(token, { email, fulfilment: 'pickup' });
  const body = { payment_terms: 'card_by_phone', expected_ship_date: nextYear() };
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, body)).status).toBe(200);

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(1);
  const mail = smtp.received.find((m) => m.to.includes(email))!.raw;
  const yard = '6110 Rittiman Road, San Antonio, TX 78218 (Monday - Friday, 7 AM - 4 PM)';
  expect(missingFromParts(mail, [`Pick up at our San Antonio yard: ${yard}`])).toEqual([]);
  expect(decoded(mail)).not.toContain('Shipping to');
  const text = readPdf(mimeAttachment(mail, 'application/pdf').bytes).text;
  expect(text).toContain(`Pick up at our San Antonio yard ${yard}`);
  expect(text).not.toMatch(/Ship to|1 Congress Ave/);

  // Marked shipped, a pickup is ready at the yard: nothing is on its way.
  await steps.ship(staff, order.id);
  await expect.poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 15_000 }).toBe(2);
  const ready = smtp.received.filter((m) => m.to.includes(email))[1].raw;
  expect(subjectOf(ready)).toBe(`Your order ${order.reference} is ready for pickup`);
  expect(missingFromParts(ready, [`is ready to pick up at our San Antonio yard: ${yard}`])).toEqual([]);
  expect(decoded(ready)).not.toMatch(/on its way|Tracking number/);
}, 60_000);
