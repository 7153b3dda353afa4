// Issue 40: an order placed from a Spanish page (Content-Language: es) keeps its language; the
// customer's confirmation e-mail, its PDF, the shipped e-mail with the invoice and a document
// re-sent from the staff desk arrive in Spanish over real SMTP, with es-US dates and the same
// money; an order without the header stays English.
import { expect, test } from 'vitest';
import { billingSteps, PURCHASE } from './billing.helpers';
import { checkoutBody, newKey } from './helpers';
import { readPdf } from './pdf-text';
import { decoded, mimeAttachment, missingFromParts } from './smtp-server';
import { withDeliveredMail } from './delivered-mail';

const mail = withDeliveredMail();

const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(decoded(raw))?.[1]?.trim();
const shipDay = `${new Date().getUTCFullYear() + 1}-04-08`;
const spanishDay = `8 de abril de ${new Date().getUTCFullYear() + 1}`;

async function checkout(token: string, email: string, language?: string) {
  await mail.h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 2 } });
  const r = await mail.h.request('POST', '/orders', {
    token,
    body: { ...checkoutBody, ...PURCHASE, email },
    headers: { 'Idempotency-Key': newKey(), ...(language && { 'Content-Language': language }) },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: string; reference: string; lang: string; items: { id: number }[] };
}

test('a Spanish order is mailed in Spanish: confirmation with its PDF, the invoice, and a re-sent document', async () => {
  const staff = (await mail.h.user({ role: 'admin' })).token;
  const steps = billingSteps(mail.h);
  const email = `comprador.${Date.now().toString(36)}@example.com`;
  const { token } = await mail.h.user({ email });
  const order = await checkout(token, email, 'es-US');
  expect(order.lang).toBe('es');

  const confirm = {
    lines: [{ id: order.items[0].id, unit_price: 48 }],
    freight: 240,
    payment_terms: 'wire_ach',
    expected_ship_date: shipDay,
  };
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, confirm)).status).toBe(200);
  const mailTo = () => mail.smtp.received.filter((m) => m.to.includes(email));
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(1);
  const confirmed = mailTo()[0].raw;
  expect(subjectOf(confirmed)).toBe(`Pedido ${order.reference} confirmado`);
  expect(
    missingFromParts(confirmed, [
      `Hola, ${checkoutBody.firstName} ${checkoutBody.lastName}:`,
      `Condiciones de pago: Transferencia / ACH. Fecha de envío prevista: ${spanishDay}.`,
      'Flete: $240.00',
      `Número de orden de compra (PO): ${PURCHASE.poNumber}`,
      'La confirmación del pedido va adjunta en PDF.',
      'Total: $352.72',
      `/es/orders/${order.id}`,
    ]),
  ).toEqual([]);
  expect(decoded(confirmed)).not.toContain('Payment terms');
  const pdf = readPdf(mimeAttachment(confirmed, 'application/pdf').bytes).text;
  for (const t of [
    `Confirmación del pedido ${order.reference}`,
    `Número de orden de compra (PO) ${PURCHASE.poNumber}`,
    `Fecha de envío prevista ${spanishDay}`,
    'Flete $240.00',
    'Total $352.72',
    'Precio unitario',
  ])
    expect(pdf).toContain(t);
  expect(pdf).not.toContain('Expected ship date');

  const shipped = (await steps.ship(staff, order.id)).body;
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(2);
  const shippedMail = mailTo()[1].raw;
  expect(subjectOf(shippedMail)).toBe(`Su pedido ${order.reference} fue enviado`);
  expect(
    missingFromParts(shippedMail, [`La factura ${shipped.invoice_number} va adjunta en PDF (Transferencia / ACH).`, 'Número de rastreo: ']),
  ).toEqual([]);
  const invoice = readPdf(mimeAttachment(shippedMail, 'application/pdf').bytes).text;
  for (const t of [`Factura ${shipped.invoice_number}`, 'Saldo pendiente $352.72', `Indique ${shipped.invoice_number} con su pago.`])
    expect(invoice).toContain(t);

  // Staff re-send from the desk (in English there) and the customer gets it in the order's language.
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/resend`, { document: 'invoice' })).status).toBe(200);
  await expect.poll(() => mailTo().length, { timeout: 15_000 }).toBe(3);
  const resent = mailTo()[2].raw;
  expect(subjectOf(resent)).toBe(`Factura ${shipped.invoice_number} del pedido ${order.reference}`);
  expect(readPdf(mimeAttachment(resent, 'application/pdf').bytes).text).toContain('Fecha de vencimiento');
});

test('an order placed without a language, or with one the shop does not speak, is English', async () => {
  for (const language of [undefined, 'fr']) {
    const email = `buyer.${language ?? 'none'}.${Date.now().toString(36)}@example.com`;
    const { token } = await mail.h.user({ email });
    expect((await checkout(token, email, language)).lang).toBe('en');
  }
});
