// The API shapes of the school: live seats, the roster, registrations and seat requests.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { LANGS } from '#domain/i18n/locales';
import { sessionStatuses } from '#domain/content/schemas';
import { REGISTRATION_SOURCES } from './phoneBooking';
import { registrationStatuses } from './sessions';
import { id, count, timestamp, day } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

/** Live seats of one training session (GET /school/sessions). */
export const sessionSeatsSchema = z
  .object({
    id,
    course_id: id,
    start_date: day,
    end_date: day,
    location: z.string(),
    max_participants: count,
    /** Seats taken: outside the site when published, plus confirmed registrations. */
    taken: count,
    /** Seats held for registrations staff have not confirmed yet. */
    held: count,
    waitlisted: count,
    status: z.enum(sessionStatuses),
  })
  .meta({ id: 'SessionSeats' });
export type SessionSeats = z.infer<typeof sessionSeatsSchema>;
/** A session on the roster: its live seats and the course it teaches. */
export const rosterSessionSchema = sessionSeatsSchema
  .extend({
    course_title: z.string(),
    /** Seats booked outside the site (the content's current_participants), part of taken. */
    outside_taken: count,
  })
  .meta({ id: 'RosterSession' });
export type RosterSession = z.infer<typeof rosterSessionSchema>;

export const registrationSchema = z
  .object({
    id,
    session_id: id,
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    status: z.enum(registrationStatuses),
    /** Booked through the site's session form, or by staff for a person who called. */
    source: z.enum(REGISTRATION_SOURCES),
    /** The language the person registered in: their seat e-mails are written in it. */
    lang: z.enum(LANGS),
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
    created_at: timestamp,
    updated_at: timestamp,
  })
  .meta({ id: 'Registration' });
export type Registration = z.infer<typeof registrationSchema>;

/** What following a "Confirm my seat" link did (POST /school/registrations/confirm). */
export const seatConfirmationSchema = z
  .object({
    status: z.enum(['held', 'confirmed', 'waitlisted']),
    session_id: id,
    course_title: z.string(),
    start_date: day,
    end_date: day,
    /** Until when the seat is held (held only). */
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
  })
  .meta({ id: 'SeatConfirmation' });
export type SeatConfirmation = z.infer<typeof seatConfirmationSchema>;

/**
 * What became of a session registration just sent through the e-mail relay (POST
 * /school/registrations/status): its seat, or why none was reserved — `review`: over the
 * per-address limit, it waits for staff review; `none`: not with this request (the submission
 * names no session, or its address already has several waiting), `closed`: the session is not
 * open for registration.
 */
export const seatRequestSchema = z
  .object({
    status: z.enum([...registrationStatuses, 'none', 'closed']),
    session_id: id.nullable(),
    /** Pending: until when the "Confirm my seat" link keeps the seat; held: until when it is held. */
    hold_expires_at: timestamp.nullable(),
    /** 1-based place on the waitlist (waitlisted only). */
    position: count.optional(),
  })
  .meta({ id: 'SeatRequest' });
export type SeatRequest = z.infer<typeof seatRequestSchema>;
