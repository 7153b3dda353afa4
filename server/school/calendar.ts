// The calendar invitation of a confirmed training seat (RFC 5545): one event a day, 8 AM to
// 5 PM school time, for every day of the session; opens in Google Calendar, Outlook and Apple Calendar.
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq } from 'ical-generator';
import { fill } from '#domain/i18n/fill';
import { isLang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { SCHOOL_TIME_ZONE } from '#domain/school/sessions';

const DAY_START_HOUR = 8;
const DAY_END_HOUR = 17;

/** The instant of hour:00 on a calendar day in the school's time zone (daylight saving included). */
export function schoolTime(day: string, hour: number): Date {
  const guess = new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: SCHOOL_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')!.value; // e.g. "GMT-06:00"
  const [, sign, hh, mm] = /GMT([+-])(\d{2}):(\d{2})/.exec(offset) ?? ['', '+', '00', '00'];
  const minutes = (Number(hh) * 60 + Number(mm)) * (sign === '-' ? -1 : 1);
  return new Date(guess.getTime() - minutes * 60_000);
}

export interface InvitationFor {
  uid: string;
  course: string;
  startDay: string;
  endDay: string;
  location: string;
  whatToBring: string;
  /** The registration's language: the event's title and description are written in it. */
  lang: string | undefined;
  organizer: { name: string; email: string };
}

export function sessionInvitation(s: InvitationFor): string {
  const days = Math.round((Date.parse(s.endDay) - Date.parse(s.startDay)) / 86_400_000) + 1;
  const lang = isLang(s.lang) ? s.lang : 'en';
  const words = messagesFor(lang).school.mail;
  const calendar = ical({
    prodId: { company: s.organizer.name, product: 'Training School', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: s.uid,
    start: schoolTime(s.startDay, DAY_START_HOUR),
    end: schoolTime(s.startDay, DAY_END_HOUR),
    repeating: days > 1 ? { freq: ICalEventRepeatingFreq.DAILY, count: days } : null,
    summary: fill(words.calendarSummary, { course: s.course, shop: s.organizer.name }),
    location: s.location,
    description: fill(words.calendarBring, { bring: s.whatToBring }),
    organizer: s.organizer,
  });
  return calendar.toString();
}
