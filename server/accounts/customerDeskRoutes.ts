// Staff desk /staff/customers: customers with their tax certificates, the certificate files
// (staff only, as an attachment), approval or rejection, and net 30 terms. Every change is audited.
import { Hono } from 'hono';
import { z } from 'zod';
import { customersPageSchema, customerSchema, taxCertificateSchema } from '#domain/accounts/schemas';
import { certificateReviewSchema, customerTermsSchema } from '#domain/orders/billingRequests';
import { pageQueryFields, pageWindow } from '#domain/orders/requests';
import { requireAdmin } from '../auth/middleware';
import { certificateFile, listCustomers, reviewCertificate, setNetTerms } from './taxCertificates';
import type { Deps } from '../deps';
import { fail } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal } from '../openapi/describe';
import { signedInAuditEvent, staffAudit } from '../audit/staffAudit';

const NO_CERTIFICATE = 'Certificate not found';

export const customersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  certificate: z.enum(['pending', 'any'], { error: 'certificate must be pending or any' }).optional(),
  ...pageQueryFields(20),
});

const describe = describeOperations({
  listCustomers: {
    summary: 'Customers with their tax certificates (pending reviews first), searched and paged',
    parameters: queryParameters(customersQuerySchema),
    responses: { 200: answer('A page of customers', customersPageSchema), 422: queryRefusal },
  },
  setCustomerTerms: {
    summary: 'Approve a customer for net 30 terms, or withdraw it',
    responses: { 200: answer('The customer', customerSchema.pick({ id: true, net_terms: true })), 404: refusal('Customer not found') },
  },
  getTaxCertificateFile: {
    summary: 'The certificate’s file, as an attachment (staff only)',
    responses: {
      200: {
        description: 'The file',
        content: Object.fromEntries(
          ['application/pdf', 'image/jpeg', 'image/png'].map((t) => [t, { schema: { type: 'string', format: 'binary' } }]),
        ),
      },
      404: refusal(NO_CERTIFICATE),
    },
  },
  reviewTaxCertificate: {
    summary: 'Approve a certificate, or reject it with a reason',
    description:
      'The customer is e-mailed the outcome (with the reason when rejected) in the same transaction; a review that repeats the certificate’s state and reason sends nothing.',
    responses: { 200: answer('The certificate', taxCertificateSchema), 404: refusal(NO_CERTIFICATE) },
  },
});

export function customerRoutes(deps: Deps) {
  const { db, files, certificateMail, requireUser } = deps;
  const auditEvent = signedInAuditEvent(deps);
  const audit = staffAudit(deps);
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/customers', describe.listCustomers, async (c) => {
      const { page, size, ...filter } = parseQuery(customersQuerySchema, c.req.query());
      const { items, total } = await listCustomers(db, filter, pageWindow({ page, size }));
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page });
    })
    .patch('/customers/:id', describe.setCustomerTerms, jsonBody(customerTermsSchema), async (c) => {
      const id = intId(c.req.param('id'), 'Customer not found');
      await setNetTerms(db, id, c.var.body.net_terms, (email) =>
        auditEvent(c, 'customer.terms', email, { net_terms: c.var.body.net_terms }),
      );
      return c.json({ id, net_terms: c.var.body.net_terms });
    })
    .get('/tax-certificates/:id/file', describe.getTaxCertificateFile, async (c) => {
      const id = intId(c.req.param('id'), NO_CERTIFICATE);
      const meta = (await certificateFile(db, id)) ?? fail(404, NO_CERTIFICATE);
      const file = (await files.get(meta.file_key)) ?? fail(404, NO_CERTIFICATE);
      await audit(c, 'certificate.view', `certificate ${id}`);
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': meta.content_type,
        'Content-Disposition': `attachment; filename="${meta.file_name}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      });
    })
    .patch('/tax-certificates/:id', describe.reviewTaxCertificate, jsonBody(certificateReviewSchema), async (c) => {
      const id = intId(c.req.param('id'), NO_CERTIFICATE);
      const certificate = await reviewCertificate(db, id, c.var.body, c.var.user.id, certificateMail, ({ company }) =>
        auditEvent(c, 'certificate.review', `certificate ${id}`, { ...c.var.body, company }),
      );
      return c.json(certificate);
    });
}
