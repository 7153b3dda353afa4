// The sessions as the school's cards and course pages show them: dates as days, the status of
// today (school time) and the street address of the venue (the yard's on field days).
import { getCollection } from 'astro:content';
import type { Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { sessionVenueByDay, trainingYardOf } from '#domain/school/courses';
import { isoDay, schoolDate, sessionStatusOn } from '#domain/school/sessions';
import { fullAddress, siteIn } from '../../lib/site';
import type { SessionCardData } from './schoolData';

/** The courses in a language (the Spanish ones are content/courses/es). */
export const coursesIn = (lang: Lang) => getCollection(lang === 'es' ? 'coursesEs' : 'courses');

export async function schoolSessionCards(lang: Lang = 'en', today = schoolDate(new Date())): Promise<SessionCardData[]> {
  const courses = new Map((await coursesIn(lang)).map(({ data: c }) => [c.id, c]));
  const yard = trainingYardOf(siteIn(lang));
  const words = messagesFor(lang).school;
  return (await getCollection('sessions'))
    .sort((a, b) => +a.data.start_date - +b.data.start_date)
    .map(({ data: s }) => ({
      id: s.id,
      course_id: s.course_id,
      course_title: courses.get(s.course_id)?.title ?? s.course_title,
      link_title: s.course_title,
      start_date: isoDay(s.start_date),
      end_date: isoDay(s.end_date),
      start_time: s.start_time,
      end_time: s.end_time,
      price: courses.get(s.course_id)?.price ?? 0,
      location: s.location,
      venue: sessionVenueByDay(s, courses.get(s.course_id) ?? { agenda: [] }, fullAddress, yard, words),
      current_participants: s.current_participants,
      max_participants: s.max_participants,
      status: sessionStatusOn(s, today),
    }));
}
