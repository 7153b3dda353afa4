// The signed-in customer's billing account: company, tax exemption, net terms, and the upload
// of a tax-exemption or resale certificate (multipart; its type is read from its bytes), within
// the account's quota and hourly limits, which are checked before the body is read.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { billingAccountSchema, taxCertificateSchema } from '#domain/accounts/schemas';
import { validationErrorSchema } from '#domain/shared/schemas';
import { CERTIFICATE_MAX_BYTES, sniffCertificateType } from '#domain/orders/billing';
import { certificateFieldsSchema } from '#domain/orders/billingRequests';
import {
  CERTIFICATE_STORAGE_BYTES,
  CERTIFICATE_UPLOADS_PER_ACCOUNT,
  CERTIFICATE_UPLOADS_PER_ADDRESS,
  CERTIFICATES_PER_ACCOUNT,
  tooManyUploads,
  visibleFileName,
} from '#domain/accounts/certificateFiles';
import { billingAccount, checkCertificateRoom, deleteOwnCertificate, insertCertificate } from './taxCertificates';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { ApiError, invalidField } from '../http/errors';
import { intId } from '../http/params';
import { rateLimit } from '../http/rateLimit';
import { answer, describeOperations, refusal } from '../openapi/describe';

export const CERTIFICATE_UPLOAD_PATH = /\/account\/tax-certificates$/;
/** The upload's transport limit: above the file's own 5 MB, so that a larger file gets the clear 422. */
export const CERTIFICATE_BODY_BYTES = 8 * 1024 * 1024;

const describe = describeOperations({
  getBillingAccount: {
    summary: 'The caller’s company, whether checkout is tax-exempt, net terms and certificates',
    responses: { 200: answer('The billing account', billingAccountSchema) },
  },
  uploadTaxCertificate: {
    summary: 'Upload a tax-exemption or resale certificate for staff to review',
    description: `PDF, JPEG or PNG up to 5 MB; the type is read from the file’s first bytes, not its name, and it is stored as certificate-<id>.<pdf|jpg|png>. An account keeps at most ${CERTIFICATES_PER_ACCOUNT} certificates and ${CERTIFICATE_STORAGE_BYTES / 1024 / 1024} MB (every review state counts until deleted), and uploads at most ${CERTIFICATE_UPLOADS_PER_ACCOUNT} an hour (${CERTIFICATE_UPLOADS_PER_ADDRESS} from one address). Staff approve or reject it on /staff/customers; once approved and unexpired, checkout charges no tax.`,
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            required: ['file', 'company', 'expires_on'],
            properties: {
              file: { type: 'string', format: 'binary', description: 'The certificate (PDF, JPEG or PNG, ≤ 5 MB)' },
              company: { type: 'string', maxLength: 100 },
              expires_on: { type: 'string', format: 'date' },
            },
          },
        },
      },
    },
    responses: {
      201: answer('The certificate, pending review', taxCertificateSchema),
      413: refusal('The body is over 8 MB, or the account keeps its most certificates or would pass its space'),
      415: refusal('The body is not multipart/form-data'),
      422: answer('A field is missing or invalid, the file is not a PDF, JPEG or PNG, or it is over 5 MB', validationErrorSchema),
      429: refusal('Too many uploads this hour from the account or the address (Retry-After)'),
    },
  },
  deleteTaxCertificate: {
    summary: 'Delete one of the caller’s certificates (one that exempted an order is kept)',
    responses: {
      204: { description: 'Deleted' },
      404: refusal('Certificate not found'),
      409: refusal('The certificate exempted an order'),
    },
  },
});

async function readUpload(req: Request) {
  if (!/^multipart\/form-data/i.test(req.headers.get('content-type') ?? ''))
    throw new ApiError(415, 'Content-Type must be multipart/form-data');
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError(422, [{ loc: ['body'], msg: 'The form could not be read', type: 'form_invalid' }]);
  }
  const file = form.get('file');
  const fields = certificateFieldsSchema.safeParse({
    company: form.get('company') ?? undefined,
    expires_on: form.get('expires_on') ?? undefined,
  });
  if (!fields.success) throw fields.error;
  if (!(file instanceof File) || file.size === 0) invalidField('file', 'Choose the certificate file (PDF, JPEG or PNG)', 'missing');
  if (file.size > CERTIFICATE_MAX_BYTES) invalidField('file', 'The file is larger than 5 MB', 'too_big');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffCertificateType(bytes) ?? invalidField('file', 'The file must be a PDF, JPEG or PNG', 'file_type');
  if (fields.data.expires_on < new Date().toISOString().slice(0, 10)) invalidField('expires_on', 'This certificate has expired');
  return { ...fields.data, bytes, contentType, originalName: visibleFileName(file.name).slice(0, 200) };
}

export function accountRoutes({ db, config, files, requireUser }: Deps) {
  const HOUR = 3600;
  const perHour = (limit: number, from: string, key: Parameters<typeof rateLimit>[0]['key']) =>
    rateLimit({ db, key, limit: config.rateLimitDisabled ? Infinity : limit, windowSeconds: HOUR, detail: tooManyUploads(limit, from) });
  return new Hono()
    .use(requireUser)
    .get('/billing', describe.getBillingAccount, async (c) => c.json(await billingAccount(db, c.var.user.id)))
    .post(
      '/tax-certificates',
      describe.uploadTaxCertificate,
      perHour(CERTIFICATE_UPLOADS_PER_ADDRESS, 'this network', (c) => `certificate-upload-address:${clientIp(c, config.trustProxy)}`),
      perHour(CERTIFICATE_UPLOADS_PER_ACCOUNT, 'this account', (c) => `certificate-upload-account:user ${c.var.user.id}`),
      async (c) => {
        // A full account is told so before its body is read; the insert checks again, with the file's size.
        await checkCertificateRoom(db, c.var.user.id);
        const upload = await readUpload(c.req.raw);
        const fileKey = `certificates/${c.var.user.id}/${randomUUID()}`;
        await files.put(fileKey, { contentType: upload.contentType, bytes: upload.bytes });
        try {
          const certificate = await insertCertificate(db, {
            userId: c.var.user.id,
            company: upload.company,
            expiresOn: upload.expires_on,
            fileKey,
            originalName: upload.originalName,
            contentType: upload.contentType,
            size: upload.bytes.length,
          });
          return c.json(certificate, 201);
        } catch (err) {
          await files.delete(fileKey);
          throw err;
        }
      },
    )
    .delete('/tax-certificates/:id', describe.deleteTaxCertificate, async (c) => {
      const fileKey = await deleteOwnCertificate(db, c.var.user.id, intId(c.req.param('id'), 'Certificate not found'));
      await files.delete(fileKey);
      return c.body(null, 204);
    });
}
