// The API shapes of the leads desk: a lead, its notes, the desk page and a bulk change.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { leadViews, type LeadView } from './leadDesk';
import { leadStatuses, leadTypes } from './leads';
import { LANGS } from '#domain/i18n/locales';
import { orderStatuses } from '#domain/orders/order';
import { registrationStatuses } from '#domain/school/sessions';
import { pageOf, id, count, timestamp } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

export const leadNoteSchema = z
  .object({ id, author: z.string().nullable(), body: z.string(), created_at: timestamp })
  .meta({ id: 'LeadNote' });
export type LeadNote = z.infer<typeof leadNoteSchema>;
export const leadSchema = z
  .object({
    id,
    type: z.enum(leadTypes),
    status: z.enum(leadStatuses),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    subject: z.string(),
    message: z.string(),
    product: z.string(),
    reference: z.string(),
    /** The language the person wrote in: the shop answers in it. */
    lang: z.enum(LANGS),
    owner: z.object({ id, email: z.string(), name: z.string() }).nullable(),
    notes: z.array(leadNoteSchema),
    received_at: timestamp,
    updated_at: timestamp,
    /** A checkout's order (placed with the lead's e-mail): the lead is that order, not a second inbox item. */
    order: z.object({ id: z.string(), reference: z.string(), status: z.enum(orderStatuses) }).nullable(),
    /** A session registration lead's registration, on the sessions roster. */
    registration: z.object({ id, session_id: id, status: z.enum(registrationStatuses) }).nullable(),
    /** How many leads came from this e-mail address, this one included. */
    requests: count,
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;
/**
 * The leads desk's page: how many leads match each tab (the other filters applied), the New
 * leads overall (checkouts that are orders left out) and how many of them are past the 24-hour answer promise.
 */
export const leadsPageSchema = pageOf(leadSchema)
  .extend({
    counts: z.object(Object.fromEntries(leadViews.map((v) => [v, count])) as Record<LeadView, typeof count>),
    new_count: count,
    overdue_count: count,
  })
  .meta({ id: 'LeadsPage' });
export type LeadsPage = z.infer<typeof leadsPageSchema>;

/** PATCH /admin/leads: what changed, lead by lead, and what was refused and why. */
export const leadBulkResultSchema = z
  .object({
    changed: z.array(
      z.object({ id, label: z.string(), from: z.enum(leadStatuses), status: z.enum(leadStatuses), owner_changed: z.boolean() }),
    ),
    unchanged: z.array(z.object({ id, label: z.string() })),
    refused: z.array(z.object({ id, label: z.string(), reason: z.string() })),
  })
  .meta({ id: 'LeadBulkResult' });
export type LeadBulkResult = z.infer<typeof leadBulkResultSchema>;
