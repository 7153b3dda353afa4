// Training-session seats: GET /school/sessions (public live counts); the roster for staff at
// /admin/sessions and /admin/registrations/{id} (confirm, decline, offer a seat).
import { Hono } from 'hono';
import { z } from 'zod';
import {
  registrationSchema,
  rosterSessionSchema,
  seatConfirmationSchema,
  seatRequestSchema,
  sessionSeatsSchema,
  type SeatRequest,
} from '#domain/school/schemas';
import { registrationChangeSchema, seatConfirmationRequestSchema, seatRequestStatusSchema } from '#domain/orders/requests';
import { ALREADY_REGISTERED, PHONE_ALREADY_BOOKED, phoneBookingSchema, REGISTRATIONS_CLOSED } from '#domain/school/phoneBooking';
import { SEAT_LINK_INVALID } from '#domain/school/seatLink';
import { isOpenForRegistration, isoDay, PENDING_MINUTES, schoolDate, sessionStatusOn } from '#domain/school/sessions';
import type { SessionSeats } from '#domain/school/schemas';
import { requireAdmin } from '../auth/middleware';
import { listRegistrations, registrationForSubmission, registrationJson, seatCounts } from './seats';
import { bookSeatByPhone, changeRegistrationByStaff, confirmSeat } from './registrations';
import { findAnsweredSubmission } from '../mail/outbox';
import { rateLimit } from '../http/rateLimit';
import { hashLinkToken } from '../mail/links';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { fail } from '../http/errors';
import { intId } from '../http/params';
import { loadCourses } from './sessions';
import { jsonBody } from '../http/validate';
import { answer, describeOperations, noRefusal, refusal } from '../openapi/describe';

/** The answer for a reference nobody at this client address sent a registration under lately. */
const SEAT_REQUEST_UNKNOWN = 'No registration with this reference was sent from here within the hour';

const REFUSALS = {
  not_allowed: (status?: string, to?: string) => `A ${status} registration cannot be ${to === 'held' ? 'offered a seat' : `marked ${to}`}`,
  full: () => 'The session is full: no seat is free to offer',
};

const describe = describeOperations({
  listSessionSeats: {
    summary: 'Live seats of every training session (cacheable 30 s)',
    responses: { 200: answer('The sessions', z.array(sessionSeatsSchema)), ...noRefusal },
  },
  confirmSeat: {
    summary: 'Follow a "Confirm my seat" link: a pending seat is held for 72 hours from now, a waitlist place is kept',
    responses: {
      200: answer('What the registration is now', seatConfirmationSchema),
      400: refusal(SEAT_LINK_INVALID),
      429: refusal('Too many attempts from this client address (Retry-After)'),
    },
  },
  seatRequestStatus: {
    summary: 'What became of a session registration this client sent through the e-mail relay within the hour: its seat or waitlist place',
    responses: {
      200: answer('The seat, or why none was reserved', seatRequestSchema),
      404: refusal(SEAT_REQUEST_UNKNOWN),
      429: refusal('Too many attempts from this client address (Retry-After)'),
    },
  },
  listRosterSessions: {
    summary: 'Every session with its live seats and course',
    responses: { 200: answer('The sessions', z.array(rosterSessionSchema)) },
  },
  listRegistrations: {
    summary: 'A session’s registrations: holds, confirmed, the waitlist in order, then the rest',
    responses: { 200: answer('The registrations', z.array(registrationSchema)), 404: refusal('Session not found') },
  },
  bookByPhone: {
    summary:
      'Book a person who called (a name and a phone number; an e-mail address only if they gave one, else no e-mail is sent): a seat held for 72 hours while one is free, else the waitlist (same capacity as the site; no confirmation link, staff spoke to the person; audited)',
    responses: {
      201: answer('The registration (held, or waitlisted with its place)', registrationSchema),
      404: refusal('Session not found'),
      409: refusal(
        `${ALREADY_REGISTERED} (without one: ${PHONE_ALREADY_BOOKED.toLowerCase()}), or ${REGISTRATIONS_CLOSED.toLowerCase()} (started, completed or cancelled)`,
      ),
    },
  },
  listAllRegistrations: {
    summary: 'Every registration of every session, by session: holds, confirmed, the waitlist in order, then the rest',
    responses: { 200: answer('The registrations', z.array(registrationSchema)) },
  },
  changeRegistration: {
    summary:
      'Confirm or decline a registration, or offer a seat (held) to a waitlisted one; approve (held) or decline one over the per-address limit (review): approved, it gets a seat while one is free, else a place on the waitlist, and is e-mailed either way',
    responses: {
      200: answer('The registration', registrationSchema),
      404: refusal('Registration not found'),
      409: refusal('The move is not allowed from the registration’s status, or no seat is free to offer'),
    },
  },
});

/**
 * What became of the registration of the submission with this reference, sent from this
 * client address (as the acknowledgement checks it) while its seat can still be pending.
 */
async function seatRequest({ db, sessions }: Pick<Deps, 'db' | 'sessions'>, reference: string, ip: string): Promise<SeatRequest | null> {
  const submission = await findAnsweredSubmission(db, reference, ip, PENDING_MINUTES * 60);
  if (!submission) return null;
  const r = await registrationForSubmission(db, submission.id);
  if (r)
    return {
      status: r.status,
      session_id: r.session_id,
      hold_expires_at: r.hold_expires_at && new Date(r.hold_expires_at).toISOString(),
      ...(r.status === 'waitlisted' ? { position: r.position } : {}),
    };
  const session = /^\d{1,9}$/.test(submission.params.session_id ?? '') ? sessions.byId(Number(submission.params.session_id)) : undefined;
  const open = session && isOpenForRegistration(sessionStatusOn(session, schoolDate(new Date())));
  return { status: session && !open ? 'closed' : 'none', session_id: session?.id ?? null, hold_expires_at: null };
}

/** Every session of the content with its live seats, as of now. */
async function liveSessions({ db, sessions }: Pick<Deps, 'db' | 'sessions'>, now = new Date()): Promise<SessionSeats[]> {
  const counts = await seatCounts(db);
  const today = schoolDate(now);
  return sessions.all().map((s) => {
    const c = counts.get(s.id);
    return {
      id: s.id,
      course_id: s.course_id,
      start_date: isoDay(s.start_date),
      end_date: isoDay(s.end_date),
      location: s.location,
      max_participants: s.max_participants,
      taken: s.current_participants + (c?.confirmed ?? 0),
      // Pending seats (the e-mail not yet confirmed) count as held: nobody else is promised them.
      held: (c?.held ?? 0) + (c?.pending ?? 0),
      waitlisted: c?.waitlisted ?? 0,
      status: sessionStatusOn(s, today),
    };
  });
}

export function schoolRoutes(deps: Deps) {
  const { db, config, sessions } = deps;
  // A Spanish registration's confirmation names its course in Spanish.
  const spanishCourses = loadCourses(config.contentDir, 'es');
  // 10 attempts a minute per client address, for each of the two public registration routes.
  const perIp = (name: string) =>
    rateLimit({
      db,
      key: (c) => `${name}:${clientIp(c, config.trustProxy)}`,
      limit: config.rateLimitDisabled ? Infinity : 10,
      windowSeconds: 60,
    });
  return new Hono()
    .get('/sessions', describe.listSessionSeats, async (c) => {
      c.header('Cache-Control', 'public, max-age=30');
      return c.json(await liveSessions(deps));
    })
    .post('/registrations/status', describe.seatRequestStatus, perIp('seat-request'), jsonBody(seatRequestStatusSchema), async (c) => {
      const answer = await seatRequest(deps, c.var.body.reference, clientIp(c, config.trustProxy));
      return answer ? c.json(answer) : fail(404, SEAT_REQUEST_UNKNOWN);
    })
    .post('/registrations/confirm', describe.confirmSeat, perIp('confirm-seat'), jsonBody(seatConfirmationRequestSchema), async (c) => {
      const outcome = await confirmSeat(db, hashLinkToken(c.var.body.token), (r) => ({
        action: 'registration.email_confirmed',
        actorEmail: r.email,
        target: r.email,
        clientIp: clientIp(c, config.trustProxy),
        detail: { session_id: r.session_id, status: r.status },
      }));
      if (!outcome.ok) return fail(400, SEAT_LINK_INVALID);
      const r = outcome.registration;
      const session = sessions.byId(r.session_id);
      return c.json({
        status: r.status as 'held' | 'confirmed' | 'waitlisted',
        session_id: r.session_id,
        course_title:
          (r.lang === 'es' ? session && spanishCourses.get(session.course_id)?.title : undefined) ?? session?.course_title ?? '',
        start_date: session ? isoDay(session.start_date) : '',
        end_date: session ? isoDay(session.end_date) : '',
        hold_expires_at: r.status === 'held' && r.hold_expires_at ? new Date(r.hold_expires_at).toISOString() : null,
        ...(r.status === 'waitlisted' ? { position: r.position } : {}),
      });
    });
}

export function sessionAdminRoutes(deps: Deps) {
  const { db, config, sessions, requireUser } = deps;
  const sessionId = (raw: string) => {
    const id = intId(raw, 'Session not found');
    return sessions.byId(id) ? id : fail(404, 'Session not found');
  };
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/', describe.listRosterSessions, async (c) => {
      const live = await liveSessions(deps);
      return c.json(
        live.map((s) => {
          const { course_title, current_participants } = sessions.byId(s.id)!;
          return { ...s, course_title, outside_taken: current_participants };
        }),
      );
    })
    .get('/:id/registrations', describe.listRegistrations, async (c) => c.json(await listRegistrations(db, sessionId(c.req.param('id')))))
    .post('/:id/registrations', describe.bookByPhone, jsonBody(phoneBookingSchema), async (c) => {
      const session = sessions.byId(sessionId(c.req.param('id')))!;
      if (!isOpenForRegistration(sessionStatusOn(session, schoolDate(new Date())))) return fail(409, REGISTRATIONS_CLOSED);
      const { company = '', ...person } = c.var.body;
      const booked = await bookSeatByPhone(db, { sessionId: session.id, company, ...person }, (r) => ({
        action: 'registration.phone_booking',
        actor: c.var.user,
        target: r.email || r.phone,
        clientIp: clientIp(c, config.trustProxy),
        detail: { session_id: session.id, status: r.status },
      }));
      if (booked === 'exists') return fail(409, person.email ? ALREADY_REGISTERED : PHONE_ALREADY_BOOKED);
      return c.json(registrationJson(booked!), 201);
    });
}

export function registrationAdminRoutes(deps: Deps) {
  const { db, config, requireUser } = deps;
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/', describe.listAllRegistrations, async (c) => c.json(await listRegistrations(db)))
    .patch('/:id', describe.changeRegistration, jsonBody(registrationChangeSchema), async (c) => {
      const id = intId(c.req.param('id'), 'Registration not found');
      const to = c.var.body.status;
      const outcome = await changeRegistrationByStaff(deps, id, to, ({ registration, previous }) => ({
        action: 'registration.change',
        actor: c.var.user,
        target: registration.email || registration.phone,
        clientIp: clientIp(c, config.trustProxy),
        detail: { session_id: registration.session_id, from: previous, to: registration.status },
      }));
      if (!outcome.ok) {
        if (outcome.reason === 'not_found') fail(404, 'Registration not found');
        fail(409, REFUSALS[outcome.reason](outcome.status, to));
      }
      return c.json(registrationJson(outcome.registration));
    });
}
