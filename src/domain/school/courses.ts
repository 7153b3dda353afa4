// What a student plans with: a course's contact hours, who pays the exam, where a session is
// held, and the contact-form link that asks for a course on request.
import type { Course, Session, SiteFacts } from '#domain/content/schemas';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages/types';

export const contactHours = (course: Pick<Course, 'agenda'>): number => course.agenda.reduce((sum, day) => sum + day.hours, 0);

/** The school's words in one language (the catalogue's `school` part, handed in so an island ships one language). */
export type SchoolWords = Messages['school'];

/** "2 days" (the content's English fact) in the words' language: "2 días". */
export function courseDuration(duration: string, words: Pick<SchoolWords, 'duration'>): string {
  const n = Number.parseInt(duration, 10);
  return Number.isNaN(n) ? duration : fill(n === 1 ? words.duration.one : words.duration.other, { n });
}

/** "3 seats left" / "queda 1 lugar". */
export const seatsLeftText = (n: number, words: Pick<SchoolWords, 'seatsLeft'>): string =>
  fill(n === 1 ? words.seatsLeft.one : words.seatsLeft.other, { n });

/** The street address a student travels to (the training center's unless the session names its own), or the online note. */
export function sessionVenue(
  session: Pick<Session, 'online' | 'venue_address'>,
  trainingCenterAddress: string,
  words: Pick<SchoolWords, 'onlineVenue'>,
): string {
  if (session.online) return words.onlineVenue;
  return session.venue_address?.trim() || trainingCenterAddress;
}

/** The training yard where field days are held, as the site facts give it. */
export interface TrainingYard {
  address: string;
  notes?: string;
}

/** The yard of the site facts as a training venue (field days), if the facts name one. */
export const trainingYardOf = (site: Pick<SiteFacts, 'pickup_yard'>): TrainingYard | undefined =>
  site.pickup_yard && {
    address: `${site.pickup_yard.street}, ${site.pickup_yard.city}, ${site.pickup_yard.state} ${site.pickup_yard.zip}`,
    notes: site.pickup_yard.field_day_notes,
  };

/** "day 2", "days 2 and 3", "days 1, 2 and 4" (Spanish: "días 2 y 3"). */
const dayList = (days: number[], { venue }: Pick<SchoolWords, 'venue'>): string =>
  days.length === 1
    ? fill(venue.day, { days: days[0] })
    : fill(venue.days, { days: `${days.slice(0, -1).join(', ')}${venue.and}${days[days.length - 1]}` });

/**
 * Where a student goes on each day: a session with field days and no venue of its own holds its
 * classroom days at the training center and its field days at the yard, with the yard's parking
 * and PPE notes. Anything else is one place, as sessionVenue says.
 */
export function sessionVenueByDay(
  session: Pick<Session, 'online' | 'venue_address'>,
  course: Pick<Course, 'agenda'>,
  trainingCenterAddress: string,
  yard: TrainingYard | undefined,
  words: Pick<SchoolWords, 'onlineVenue' | 'venue'>,
): string {
  const single = sessionVenue(session, trainingCenterAddress, words);
  const field = course.agenda.flatMap((day, i) => (day.setting === 'field' ? [i + 1] : []));
  if (session.online || session.venue_address?.trim() || !yard || field.length === 0) return single;
  const classroom = course.agenda.flatMap((day, i) => (day.setting === 'field' ? [] : [i + 1]));
  const fieldPart = `${fill(words.venue.field, { days: dayList(field, words), address: yard.address })}${yard.notes ? ` ${yard.notes}` : ''}`;
  const classroomPart = fill(words.venue.classroom, { days: dayList(classroom, words), address: trainingCenterAddress });
  return classroom.length ? `${classroomPart} ${fieldPart}` : fieldPart;
}

/** The contact form, prefilled to ask for a course on request (the form reads inquiryType, projectType and message). */
export const courseRequestHref = (title: string, words: Pick<SchoolWords, 'requestMessage'>, lang: Lang): string =>
  `${localePath('/contact', lang)}?${new URLSearchParams({
    type: 'training',
    inquiryType: 'Training & Education',
    projectType: 'Course Enrollment',
    message: fill(words.requestMessage, { title }),
  })}`;

export const courseHref = (slug: string, lang: Lang = 'en'): string => localePath(`/school/courses/${slug}`, lang);
