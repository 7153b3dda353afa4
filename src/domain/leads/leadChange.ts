// The API's schema of a change to a lead (status, owner, note).
import { leadStatuses, NOTE_MAX, NOTHING_TO_CHANGE } from './leads';
import { z } from '#domain/shared/zod';

/** PATCH /admin/leads/{id}: any of status, owner (a staff user id, or null to release) and a note to add. */
const status = z.enum(leadStatuses, { error: `Status must be one of ${leadStatuses.join(', ')}` }).optional();
const owner = z.number().int().positive().nullable().optional();

export const leadChangeSchema = z
  .strictObject({
    status,
    owner,
    note: z
      .string()
      .trim()
      .min(1, { error: 'The note is empty' })
      .max(NOTE_MAX, { error: `The note must not exceed ${NOTE_MAX} characters` })
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.owner !== undefined || v.note !== undefined, { error: NOTHING_TO_CHANGE });
export type LeadChange = z.infer<typeof leadChangeSchema>;

export const BULK_MAX = 100;
export const NOTHING_TO_CHANGE_BULK = 'Give a status or an owner';
const leadId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** PATCH /admin/leads: one status or owner for several leads at once (the ones on a page of the desk). */
export const leadBulkChangeSchema = z
  .strictObject({
    ids: z
      .array(leadId, { error: 'Ids must be a list of lead ids' })
      .min(1, { error: 'Select at least one lead' })
      .max(BULK_MAX, { error: `At most ${BULK_MAX} leads at once` }),
    status,
    owner,
  })
  .refine((v) => v.status !== undefined || v.owner !== undefined, { error: NOTHING_TO_CHANGE_BULK });
export type LeadBulkChange = z.infer<typeof leadBulkChangeSchema>;
