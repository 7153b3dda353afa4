// Issue 28's e-mails, delivered by the worker to a real SMTP server: "Order ORD-… confirmed"
// with the PDF confirmation, and the shipped e-mail with the invoice; both PDFs are read back
// from the delivered message.
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
}, 60_000);
