// The API shapes of accounts: a user, the sign-in answer, tax certificates, the billing account, the customers desk, the staff list.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { certificateStatuses, certificateTypes } from '#domain/orders/billing';
import { pageOf, id, count, timestamp, day } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';
import { LANGS } from '#domain/i18n/locales';

export const userSchema = z
  .object({
    id,
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    username: z.string(),
    role: z.enum(['customer', 'admin']),
    /** The language of the person's e-mails. */
    lang: z.enum(LANGS),
    created_at: timestamp.optional(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer').optional(),
    user: userSchema,
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** PATCH /auth/change-password: the message and a fresh token (every earlier one is refused). */
export const passwordChangedSchema = authResponseSchema.extend({ detail: z.string() });

/** A tax-exemption or resale certificate (its file is read through the staff route only). */
export const taxCertificateSchema = z
  .object({
    id,
    company: z.string(),
    expires_on: day,
    status: z.enum(certificateStatuses),
    reason: z.string(),
    /** certificate-<id>.<pdf|jpg|png>: the name it is stored and downloaded under. */
    file_name: z.string(),
    /** The name the uploader gave, as inert text (control and direction characters escaped). */
    original_name: z.string(),
    content_type: z.enum(certificateTypes),
    size_bytes: count,
    created_at: timestamp,
    reviewed_at: timestamp.nullable(),
  })
  .meta({ id: 'TaxCertificate' });
export type TaxCertificate = z.infer<typeof taxCertificateSchema>;

/** GET /account/billing: what checkout needs to know about the caller's account. */
export const billingAccountSchema = z
  .object({ company: z.string(), tax_exempt: z.boolean(), net_terms: z.boolean(), certificates: z.array(taxCertificateSchema) })
  .meta({ id: 'BillingAccount' });
export type BillingAccount = z.infer<typeof billingAccountSchema>;

/** A customer on the staff desk /staff/customers, with their certificates. */
export const customerSchema = z
  .object({
    id,
    name: z.string(),
    email: z.string(),
    company: z.string(),
    net_terms: z.boolean(),
    certificates: z.array(taxCertificateSchema),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
export const customersPageSchema = pageOf(customerSchema);

/** GET /admin/staff: the staff members a lead can be assigned to. */
export const staffMemberSchema = z.object({ id, email: z.string(), name: z.string() }).meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.object({ items: z.array(staffMemberSchema) });
