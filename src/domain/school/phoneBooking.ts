// POST /admin/sessions/{id}/registrations: staff book a person who called for a session. The
// roster's booking form checks with the same schema (it loads when the form is opened).
import { z } from '#domain/shared/zod';

export const REGISTRATION_SOURCES = ['site', 'phone'] as const;
export const ALREADY_REGISTERED = 'This e-mail address is already registered for the session';
export const PHONE_ALREADY_BOOKED = 'This phone number is already booked for the session';
export const REGISTRATIONS_CLOSED = 'Registrations are closed for this session';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must not exceed ${max} characters`, abort: true });

const email = z.email({ error: 'Please enter a valid e-mail address' });

/** The person who called: a name and a phone number; an e-mail address only if they gave one. */
export const phoneBookingSchema = z.strictObject({
  name: text('Name', 120),
  email: z
    .string({ error: 'E-mail must be text' })
    .trim()
    .max(254, { error: 'E-mail must not exceed 254 characters', abort: true })
    .refine((v) => v === '' || email.safeParse(v).success, { error: 'Please enter a valid e-mail address' })
    .default(''),
  phone: text('Phone', 30).regex(/^[+().\-\s]*\d[\d+().\-\s]*$/, { error: 'Please enter a valid phone number' }),
  company: z.string({ error: 'Company must be text' }).trim().max(120, { error: 'Company must not exceed 120 characters' }).optional(),
});
export type PhoneBooking = z.infer<typeof phoneBookingSchema>;
