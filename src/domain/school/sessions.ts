// Training-session seats (docs/staff-desks.md): the status a session has on a
// given day, and what its seats come to. Shared by the API, the school page and the roster.
import type { Session } from '#domain/content/schemas';

export type SessionStatus = Session['status'];
export const registrationStatuses = ['pending', 'review', 'held', 'confirmed', 'waitlisted', 'declined', 'expired'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, string> = {
  pending: 'Pending e-mail confirmation',
  review: 'Over the per-address limit',
  held: 'Seat held',
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  declined: 'Declined',
  expired: 'Hold expired',
};

/** How long a registration holds its seat before staff confirm it, from the confirmation of its e-mail address. */
export const HOLD_HOURS = 72;
/** How long a seat stays pending (counted as held) until the "Confirm my seat" link is followed. */
export const PENDING_MINUTES = 60;
/**
 * Seat hoarding: registrations from one client address, or from one e-mail domain that is not a
 * public mailbox provider's, holding a seat or a waitlist place of one session within
 * ADDRESS_WINDOW_HOURS. Beyond SEATS_PER_ADDRESS a registration waits for staff review (no
 * seat); beyond REVIEWS_PER_ADDRESS more of those, a submission is a lead only.
 */
export const SEATS_PER_ADDRESS = 2;
export const REVIEWS_PER_ADDRESS = 2;
export const ADDRESS_WINDOW_HOURS = 24;
/** The school keeps Texas time: a session is "ongoing" from its first to its last day there. */
export const SCHOOL_TIME_ZONE = 'America/Chicago';

/** The calendar date (YYYY-MM-DD) of an instant in the school's time zone. */
export function schoolDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** A content date (midnight UTC of the calendar day) as YYYY-MM-DD. */
export const isoDay = (d: Date | string): string => new Date(d).toISOString().slice(0, 10);

/** Upcoming before its first day, ongoing through its last, then completed; cancelled only when the content says so. */
export function sessionStatusOn(session: Pick<Session, 'start_date' | 'end_date' | 'status'>, today: string): SessionStatus {
  if (session.status === 'cancelled') return 'cancelled';
  if (today < isoDay(session.start_date)) return 'upcoming';
  return today <= isoDay(session.end_date) ? 'ongoing' : 'completed';
}

/** What a session's seats come to: its places, the seats taken and those held. */
export interface SeatCounts {
  max_participants: number;
  taken: number;
  held: number;
}

export const seatsLeft = (s: SeatCounts): number => Math.max(0, s.max_participants - s.taken - s.held);
export const isSessionFull = (s: SeatCounts): boolean => seatsLeft(s) === 0;
/** Registrations are open while the session has not started and is not cancelled. */
export const isOpenForRegistration = (status: SessionStatus): boolean => status === 'upcoming';
