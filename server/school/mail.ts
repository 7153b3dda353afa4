// The school's e-mails about a seat: the confirmation (with the calendar invitation, attached
// at delivery from these parameters) and the offer of a seat freed for the waitlist. Queued
// in the transaction that changes the registration, like the order e-mails.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteTextSchema, type Session, type SiteFacts } from '#domain/content/schemas';
import { fill } from '#domain/i18n/fill';
import { LANGS, type Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
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

export const holdUntilText = (d: Date, lang: Lang = 'en') => formatHoldEnd(d, lang);

/** The site facts with one language's words (as src/lib/site's siteIn, from the server's content directory, which may have none). */
function siteIn(facts: SiteFacts, contentDir: string, lang: Lang): SiteFacts {
  const file = join(contentDir, `site.${lang}.json`);
  if (!existsSync(file)) return facts;
  const text = siteTextSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  return { ...facts, ...text, pickup_yard: facts.pickup_yard && { ...facts.pickup_yard, ...text.pickup_yard } };
}

export type SeatMail = 'session_confirmed' | 'seat_offered' | 'registration_reviewed';
export type SeatMailer = (tx: Queryable, kind: SeatMail, registration: RegistrationRow, session: Session) => Promise<void>;

export function seatMailer(config: Pick<Config, 'contentDir' | 'siteUrl' | 'teamEmail'>): SeatMailer {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const facts = readSiteFacts(config.contentDir);
  // Each language's courses, words and yard notes (content/site.<lang>.json has the words).
  const byLang = new Map(
    LANGS.map((lang) => {
      const local = lang === 'en' ? facts : siteIn(facts, config.contentDir, lang);
      return [
        lang,
        { courses: loadCourses(config.contentDir, lang), yard: trainingYardOf(local), words: messagesFor(lang).school },
      ] as const;
    }),
  );
  return async (tx, kind: TemplateKind & SeatMail, r, session) => {
    if (!r.email) return; // booked by phone without an address: staff call the person
    const lang: Lang = r.lang === 'es' ? 'es' : 'en';
    const { courses, yard, words } = byLang.get(lang)!;
    const course = courses.get(session.course_id);
    const start = isoDay(session.start_date);
    const end = isoDay(session.end_date);
    const [from, to] = [formatLongDate(start, lang), formatLongDate(end, lang)];
    const params = {
      ...shop,
      lang,
      // The registration's name was typed by whoever registered: a short plain one at most.
      name: greetingName(r.name),
      course: course?.title ?? session.course_title,
      dates: start === end ? from : fill(words.mail.dateRange, { from, to }),
      // The street address goes into the e-mail and the calendar invitation: that is where the
      // student drives to (the yard's on field days).
      location: session.online
        ? session.location
        : `${session.location}, ${sessionVenueByDay(session, course ?? { agenda: [] }, shop.shop_address, yard, words)}`,
      what_to_bring: words.mail.whatToBring,
      hold_until: r.hold_expires_at ? holdUntilText(new Date(r.hold_expires_at), lang) : '',
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
