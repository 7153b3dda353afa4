// Staff actions on an order after checkout (docs/orders-and-documents.md): "Confirm order" (contract prices,
// freight, terms, ship date; the customer is e-mailed the PDF confirmation), "Record payment",
// the payments so far and the order's documents. Every change is audited.
import { Hono } from 'hono';
import { z } from 'zod';
import { orderSchema, paymentSchema } from '#domain/orders/schemas';
import { orderConfirmationSchema, paymentRecordSchema } from '#domain/orders/billingRequests';
import { requireAdmin } from '../auth/middleware';
import { paymentsOf } from './billing';
import { confirmOrderByStaff, recordPaymentByStaff } from './staffBilling';
import { findOrder } from './reads';
import type { Deps } from '../deps';
import { uuidId } from '../http/params';
import { jsonBody } from '../http/validate';
import { answer, describeOperations, refusal } from '../openapi/describe';
import { orderDocumentResponder, pdfAnswer } from './documentRoutes';
import { signedInAuditEvent } from '../audit/staffAudit';
import { paymentTerms } from '#domain/orders/billing';
import { orderDocumentMailer } from './mail';
import { confirmationTerms, resendDocument } from './staffDocuments';

const NOT_FOUND = 'Order not found';
const termsEnum = z.enum(paymentTerms.map((t) => t.value));
const confirmationTermsSchema = z.object({ allowed: z.array(termsEnum), start: termsEnum });
const resendSchema = z.strictObject({
  document: z.enum(['confirmation', 'invoice'], { error: 'Document must be one of confirmation, invoice' }),
});

const describe = describeOperations({
  confirmOrder: {
    summary: 'Confirm a processing order: contract unit prices, a freight line, payment terms and the expected ship date',
    description:
      'Totals are recomputed by the server (SPEC §9 plus these changes); the customer is e-mailed "Order ORD-… confirmed" with the PDF confirmation. Net 30 only for a customer approved for terms (422 otherwise). Once a payment is recorded the prices stay (409).',
    responses: {
      200: answer('The order', orderSchema),
      404: refusal(NOT_FOUND),
      409: refusal('The order is no longer processing, or a payment is recorded on it'),
    },
  },
  recordPayment: {
    summary: 'Record a payment; the order is paid (paid_at) once its total is covered',
    responses: {
      200: answer('The order', orderSchema),
      404: refusal(NOT_FOUND),
      409: refusal('The order is cancelled or already paid'),
    },
  },
  listPayments: {
    summary: 'The payments recorded for an order',
    responses: { 200: answer('The payments', z.array(paymentSchema)), 404: refusal(NOT_FOUND) },
  },
  getConfirmationTerms: {
    summary: 'The payment terms the order may be confirmed with (net 30 only for a customer approved for terms) and where to start',
    description: '`start`: the terms already confirmed, else the customer’s checkout choice when allowed, else the first allowed.',
    responses: { 200: answer('The terms', confirmationTermsSchema), 404: refusal(NOT_FOUND) },
  },
  resendOrderDocument: {
    summary: 'E-mail the order’s confirmation or invoice (PDF attached) to the customer’s account address again',
    responses: {
      200: answer('Where it was sent', z.object({ sent_to: z.string() })),
      404: refusal(NOT_FOUND),
      409: refusal('The order has no such document yet (not confirmed, or not shipped for an invoice)'),
      422: refusal('The document is not confirmation or invoice'),
    },
  },
  getAnyOrderInvoice: pdfAnswer('invoice'),
  getAnyOrderConfirmation: pdfAnswer('confirmation'),
});

export function orderBillingRoutes(deps: Deps) {
  const { db, orderMail, requireUser } = deps;
  const documentMail = orderDocumentMailer(deps.config);
  const audit = signedInAuditEvent(deps);
  const documentOf = orderDocumentResponder(deps);
  const idOf = (raw: string) => uuidId(raw, NOT_FOUND);
  return new Hono()
    .use(requireUser, requireAdmin)
    .post('/:id/confirm', describe.confirmOrder, jsonBody(orderConfirmationSchema), async (c) => {
      const body = c.var.body;
      const order = await confirmOrderByStaff(db, idOf(c.req.param('id')), body, orderMail, (o) =>
        audit(c, 'order.confirm', o.reference, { ...body, total_amount: o.total_amount }),
      );
      return c.json(order);
    })
    .post('/:id/payments', describe.recordPayment, jsonBody(paymentRecordSchema), async (c) => {
      const body = c.var.body;
      const order = await recordPaymentByStaff(db, idOf(c.req.param('id')), body, c.var.user.id, (o) =>
        audit(c, 'order.payment', o.reference, { ...body, paid: o.paid_at !== null }),
      );
      return c.json(order);
    })
    .get('/:id/payments', describe.listPayments, async (c) => {
      const id = idOf(c.req.param('id'));
      if (!(await findOrder(db, id))) return c.json({ detail: NOT_FOUND }, 404);
      return c.json(await paymentsOf(db, id));
    })
    .get('/:id/terms', describe.getConfirmationTerms, async (c) => c.json(await confirmationTerms(db, idOf(c.req.param('id')))))
    .post('/:id/resend', describe.resendOrderDocument, jsonBody(resendSchema), async (c) => {
      const { document } = c.var.body;
      const sent = await resendDocument(db, idOf(c.req.param('id')), document, documentMail, ({ order, sentTo }) =>
        audit(c, 'order.document_resent', order.reference, { document, sent_to: sentTo }),
      );
      return c.json(sent);
    })
    .get('/:id/invoice.pdf', describe.getAnyOrderInvoice, async (c) =>
      documentOf(c, 'invoice', await findOrder(db, idOf(c.req.param('id')))),
    )
    .get('/:id/confirmation.pdf', describe.getAnyOrderConfirmation, async (c) =>
      documentOf(c, 'confirmation', await findOrder(db, idOf(c.req.param('id')))),
    );
}
