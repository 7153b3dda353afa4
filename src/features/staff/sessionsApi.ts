// Every call of the session roster: sessions with live seats, a session's registrations, actions.
import type { Registration, RosterSession } from '../../domain/sessions';
import { api } from '../../lib/api';

export const SESSIONS_LOAD_FAILED = 'Could not load the sessions. Please try again.';
export const REGISTRATIONS_LOAD_FAILED = 'Could not load the registrations. Please try again.';
export const REGISTRATION_CHANGE_FAILED = 'Could not change the registration';

export type RegistrationAction = 'confirmed' | 'declined' | 'held';

export const fetchRosterSessions = (signal?: AbortSignal) => api.get<RosterSession[]>('/admin/sessions', undefined, { signal });

export const fetchRegistrations = (sessionId: number) => api.get<Registration[]>(`/admin/sessions/${sessionId}/registrations`);

export const changeRegistration = (id: number, status: RegistrationAction) =>
  api.patch<Registration>(`/admin/registrations/${id}`, { status });
