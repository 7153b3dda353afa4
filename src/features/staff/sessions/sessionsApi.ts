// Every call of the sessions desk: sessions with live seats, the registrations, actions, phone bookings.
import type { PhoneBooking } from '#domain/school/phoneBooking';
import type { Registration, RosterSession } from '#domain/school/schemas';
import { api } from '../../../lib/api';

export const SESSIONS_LOAD_FAILED = 'Could not load the sessions. Please try again.';
export const REGISTRATIONS_LOAD_FAILED = 'Could not load the registrations. Please try again.';
export const REGISTRATION_CHANGE_FAILED = 'Could not change the registration';
export const PHONE_BOOKING_FAILED = 'Could not add the booking';

export type RegistrationAction = 'confirmed' | 'declined' | 'held';

export interface SessionsDeskData {
  sessions: RosterSession[];
  registrations: Registration[];
}

/** The sessions with their live seats and every registration, loaded together so the counts agree. */
export const fetchSessionsDesk = async (signal?: AbortSignal): Promise<SessionsDeskData> => {
  const [sessions, registrations] = await Promise.all([
    api.get<RosterSession[]>('/admin/sessions', undefined, { signal }),
    api.get<Registration[]>('/admin/registrations', undefined, { signal }),
  ]);
  return { sessions, registrations };
};

export const bookByPhone = (sessionId: number, booking: PhoneBooking) =>
  api.post<Registration>(`/admin/sessions/${sessionId}/registrations`, booking);

export const changeRegistration = (id: number, status: RegistrationAction) =>
  api.patch<Registration>(`/admin/registrations/${id}`, { status });
