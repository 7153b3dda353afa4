// The school's e-mails about a seat: the confirmation (with the calendar invitation, attached
// at delivery from these parameters) and the offer of a seat freed for the waitlist. Queued
// in the transaction that changes the registration, like the order e-mails.
import type { Session } from '#domain/content/schemas';
import { sessionVenueByDay, trainingYardOf } from '#domain/school/courses';
import { formatLongDate } from '#domain/shared/format';
import { isoDay } from '#domain/school/sessions';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import type { Config } from '../config';
import type { Queryable } from '../db';
import type { RegistrationRow } from './seats';
import { enqueue } from '../mail/outbox';
import { greetingName } from '../mail/visitorText';
import { readSiteFacts, shopParams } from '../mail/shop';
import { loadCourses } from './sessions';
import { mailSubject, type TemplateKind } from '../mail/templates';

export const WHAT_TO_BRING =
  'a photo ID, safety glasses and closed-toe shoes; laptops are optional. Tools, fiber, connectors and test equipment are provided.';

export const holdUntilText = (d: Date) => formatHoldEnd(d);

export type SeatMail = 'session_confirmed' | 'seat_offered' | 'registration_reviewed';
export type SeatMailer = (tx: Queryable, kind: SeatMail, registration: RegistrationRow, session: Session) => Promise<void>;

export function seatMailer(config: Pick<Config, 'contentDir' | 'siteUrl' | 'teamEmail'>): SeatMailer {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const courses = loadCourses(config.contentDir);
  const yard = trainingYardOf(readSiteFacts(config.contentDir));
  return async (tx, kind: TemplateKind & SeatMail, r, session) => {
    if (!r.email) return; // booked by phone without an address: staff call the person
    const start = isoDay(session.start_date);
    const end = isoDay(session.end_date);
    const params = {
      ...shop,
      // The registration's name was typed by whoever registered: a short plain one at most.
      name: greetingName(r.name),
      course: session.course_title,
      dates: start === end ? formatLongDate(start) : `${formatLongDate(start)} to ${formatLongDate(end)}`,
      // The street address goes into the e-mail and the calendar invitation: that is where the
      // student drives to (the yard's on field days).
      location: session.online
        ? session.location
        : `${session.location}, ${sessionVenueByDay(session, courses.get(session.course_id) ?? { agenda: [] }, shop.shop_address, yard)}`,
      what_to_bring: WHAT_TO_BRING,
      hold_until: r.hold_expires_at ? holdUntilText(new Date(r.hold_expires_at)) : '',
      // For the calendar invitation the worker attaches.
      start_day: start,
      end_day: end,
      ics_uid: `registration-${r.id}@${new URL(config.siteUrl).hostname}`,
      organizer_email: config.teamEmail,
      // A reviewed registration's outcome (declined, or waitlisted at this place).
      outcome: r.status,
      position: String(r.position ?? ''),
    };
    await enqueue(tx, {
      template: kind,
      recipient: r.email,
      replyTo: config.teamEmail,
      subject: mailSubject(kind, params),
      params,
      reference: `SEAT-${r.id}`,
      answersId: null,
      clientIp: '',
    });
  };
}
