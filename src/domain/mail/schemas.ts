// The API shapes of the e-mail relay's outbox.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { id, count, timestamp } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

/** A message in the e-mail relay's outbox (GET /v1.0/email/outbox, admins). */
export const outboxMessageSchema = z
  .object({
    id,
    template: z.string(),
    recipient: z.string(),
    reply_to: z.string().nullable(),
    subject: z.string(),
    params: z.record(z.string(), z.string()),
    reference: z.string(),
    answers_id: id.nullable(),
    client_ip: z.string(),
    state: z.enum(['pending', 'sending', 'sent', 'failed']),
    attempts: count,
    next_attempt_at: timestamp,
    last_error: z.string().nullable(),
    created_at: timestamp,
    sent_at: timestamp.nullable(),
    /** The message as it would be delivered, links included: only from a development server, whose outbox delivers nothing. */
    text: z.string().optional(),
  })
  .meta({ id: 'OutboxMessage' });
export const outboxSchema = z.object({ items: z.array(outboxMessageSchema), smtp_configured: z.boolean() });

/** POST /v1.0/email/test: the test order e-mail was stored for delivery under this reference. */
export const testEmailSentSchema = z.object({ reference: z.string() }).meta({ id: 'TestEmailSent' });
export type TestEmailSent = z.infer<typeof testEmailSentSchema>;
