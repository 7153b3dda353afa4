// The API's schema of a change to a lead (status, owner, note).
import { leadStatuses, NOTE_MAX, NOTHING_TO_CHANGE } from './leads';
import { z } from './zod';

/** PATCH /admin/leads/{id}: any of status, owner (a staff user id, or null to release) and a note to add. */
export const leadChangeSchema = z
  .strictObject({
    status: z.enum(leadStatuses, { error: `Status must be one of ${leadStatuses.join(', ')}` }).optional(),
    owner: z.number().int().positive().nullable().optional(),
    note: z
      .string()
      .trim()
      .min(1, { error: 'The note is empty' })
      .max(NOTE_MAX, { error: `The note must not exceed ${NOTE_MAX} characters` })
      .optional(),
  })
  .refine((v) => v.status !== undefined || v.owner !== undefined || v.note !== undefined, { error: NOTHING_TO_CHANGE });
export type LeadChange = z.infer<typeof leadChangeSchema>;
