// The API shape of the audit log.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { auditActions } from './audit';
import { pageOf, id, timestamp } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

export const auditEventSchema = z
  .object({
    id,
    created_at: timestamp,
    actor: z.string().nullable(),
    action: z.enum(auditActions),
    target: z.string().nullable(),
    client_ip: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()),
    /** The detail as one sentence (src/domain/audit/auditSentence.ts), with names for slugs and ids, e.g. "Lead #7: status New → Contacted". */
    summary: z.string(),
    /** The staff desk showing the target (an order, a product, a session's roster, a lead), when one does. */
    link: z.string().nullable(),
  })
  .meta({ id: 'AuditEvent' });
export type AuditEvent = z.infer<typeof auditEventSchema>;
export const auditPageSchema = pageOf(auditEventSchema);
