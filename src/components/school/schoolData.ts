// Training school data handed to the island, its links and its search rules; the static course
// pages and session cards use the same shapes and links.
import { localePath, type Lang } from '#domain/i18n/locales';
import type { SessionSeats } from '#domain/school/schemas';
import type { SessionStatus } from '#domain/school/sessions';
export type SchoolTab = 'courses' | 'sessions' | 'knowledge';
export const SCHOOL_TABS: SchoolTab[] = ['courses', 'sessions', 'knowledge'];

export interface CourseCardData {
  id: number;
  slug: string;
  title: string;
  description: string;
  duration: string;
  level: string;
  price: number;
  max_participants: number;
  instructor: string;
  categories: string[];
  /** Taught for groups on request rather than (only) on published dates. */
  on_request: boolean;
}
export interface SessionCardData {
  id: number;
  course_id: number;
  /** The course's title in the page's language. */
  course_title: string;
  /** The English title: the booking link names the session by it (the contact page matches it). */
  link_title: string;
  start_date: string;
  end_date: string;
  /** Class hours each day, HH:MM Central time. */
  start_time: string;
  end_time: string;
  /** The course's price in dollars. */
  price: number;
  location: string;
  /** The street address to travel to, or the online note. */
  venue: string;
  /** Seats taken or held: the build's figure until the live one arrives. */
  current_participants: number;
  max_participants: number;
  status: SessionStatus;
}
export interface ArticleCardData {
  id: number;
  slug: string;
  title: string;
  category: string;
  type: string;
  view_count: number;
  preview: string;
}

export const isSessionFull = (s: SessionCardData) => s.current_participants >= s.max_participants;
export const seatsLeftOf = (s: SessionCardData) => Math.max(0, s.max_participants - s.current_participants);

/** The card's figures with the live seats applied (taken + held, the status of today); the
 * same object when they change nothing, so that its card (memoised) does not render again. */
export function withLiveSeats(s: SessionCardData, live: SessionSeats | undefined): SessionCardData {
  if (!live) return s;
  const next = { current_participants: live.taken + live.held, max_participants: live.max_participants, status: live.status };
  const same =
    next.current_participants === s.current_participants && next.max_participants === s.max_participants && next.status === s.status;
  return same ? s : { ...s, ...next };
}

/** The first upcoming session of a course with a seat left, if any. */
export const nextSessionOf = (courseId: number, sessions: SessionCardData[]) =>
  sessions
    .filter((s) => s.course_id === courseId && s.status === 'upcoming' && !isSessionFull(s))
    .sort((a, b) => a.start_date.localeCompare(b.start_date))[0];

const q = (params: Record<string, string | number>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&');

/** The course's enrolment link: the spec's values in English, duration and level as the page shows them in Spanish. */
export const enrollHref = (c: CourseCardData, lang: Lang, shown: { duration: string; level: string }) =>
  `${localePath('/contact', lang)}?${q({
    type: 'course',
    course: c.title,
    price: c.price,
    ...(lang === 'en' ? { duration: c.duration, level: c.level } : shown),
    instructor: c.instructor,
  })}`;

export const joinSessionHref = (s: SessionCardData, lang: Lang) =>
  `${localePath('/contact', lang)}?${q({
    type: 'session',
    course: s.link_title,
    startDate: s.start_date,
    endDate: s.end_date,
    location: s.location,
    spots: seatsLeftOf(s),
  })}`;

const has = (needle: string, ...fields: string[]) => fields.some((f) => f.toLowerCase().includes(needle));

export const matchCourse = (c: CourseCardData, needle: string) => !needle || has(needle, c.title, c.description, ...c.categories);
export const matchSession = (s: SessionCardData, needle: string) => !needle || has(needle, s.course_title, s.location);
export const matchArticle = (a: ArticleCardData, needle: string) => !needle || has(needle, a.title, a.category);

/** Content editor (/admin) addresses for a collection's new entry or an existing entry. */
export const editorNewHref = (collection: 'courses' | 'sessions' | 'articles') => `/admin/#/collections/${collection}/new`;
export const editorEntryHref = (collection: 'courses' | 'sessions' | 'articles', entry: string | number) =>
  `/admin/#/collections/${collection}/entries/${entry}`;
