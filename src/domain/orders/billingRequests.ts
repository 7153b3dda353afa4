// The API's request schemas of the staff's billing actions and the certificate upload's fields.
import { certificateStatuses, paymentMethodsReceived, paymentTerms } from './billing';
import { FIELD_MAX } from './purchase';
import { z } from '#domain/shared/zod';

// Dollars with at most two decimals, below a million: the server sums them in cents.
const dollars = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, { error: `${field} must not be negative` })
    .max(999_999.99, { error: `${field} must be below $1,000,000` })
    .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
      error: `${field} must be in whole cents`,
    });
// A business date: this century, as the database and people read it (no year 0000).
const day = (field: string) =>
  z.iso
    .date({ error: `${field} must be a date (YYYY-MM-DD)` })
    .refine((d) => d >= '2000-01-01' && d <= '2099-12-31', { error: `${field} must be between 2000 and 2099` });

/** POST /admin/orders/{id}/confirm: contract prices per line, a freight line, terms and the ship date. */
export const orderConfirmationSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ id: z.number().int().positive(), unit_price: dollars('Unit price') }))
    .max(500)
    .default([]),
  freight: dollars('Freight').default(0),
  payment_terms: z.enum(
    paymentTerms.map((t) => t.value),
    { error: `Payment terms must be one of ${paymentTerms.map((t) => t.value).join(', ')}` },
  ),
  expected_ship_date: day('Expected ship date'),
  /** Staff saw the lines whose unit price changes by more than 50 % and keep them. */
  confirm_large_changes: z.boolean({ error: 'confirm_large_changes must be true or false' }).default(false),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/** POST /admin/orders/{id}/payments */
export const paymentRecordSchema = z.strictObject({
  amount: dollars('Amount').refine((n) => Math.round(n * 100) >= 1, { error: 'Amount must be more than $0.00' }),
  method: z.enum(
    paymentMethodsReceived.map((m) => m.value),
    { error: `Method must be one of ${paymentMethodsReceived.map((m) => m.value).join(', ')}` },
  ),
  paid_on: day('Payment date'),
  reference: z.string().trim().max(100, { error: 'Reference must not exceed 100 characters' }).default(''),
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** PATCH /admin/tax-certificates/{id}: approve, or reject with a reason. */
export const certificateReviewSchema = z.discriminatedUnion(
  'status',
  [
    z.strictObject({ status: z.literal('approved') }),
    z.strictObject({
      status: z.literal('rejected'),
      reason: z.string({ error: 'Reason is required' }).trim().min(1, { error: 'Reason is required' }).max(200),
    }),
  ],
  { error: `Status must be one of ${certificateStatuses.slice(1).join(', ')}` },
);
export type CertificateReview = z.infer<typeof certificateReviewSchema>;

/** PATCH /admin/customers/{id}: approve or withdraw net 30 terms. */
export const customerTermsSchema = z.strictObject({ net_terms: z.boolean({ error: 'net_terms must be true or false' }) });

/** The text fields of the certificate upload (multipart), beside its file. */
export const certificateFieldsSchema = z.strictObject({
  company: z
    .string({ error: 'Company is required' })
    .trim()
    .min(1, { error: 'Company is required' })
    .max(FIELD_MAX * 2, { error: `Company must not exceed ${FIELD_MAX * 2} characters` }),
  expires_on: day('Expiry date'),
});
