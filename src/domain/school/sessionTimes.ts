// A session's days and class hours as the school's cards and the search results write them.
import type { Lang } from '#domain/i18n/locales';
import { formatLongDate } from '#domain/shared/format';
import { SCHOOL_TIME_ZONE } from './sessions';

/** "April 8, 2027" for a one-day span, else "January 19, 2027 - January 20, 2027". */
export function formatDateSpan(start: Date | string, end: Date | string, lang: Lang = 'en'): string {
  const [from, to] = [formatLongDate(start, lang), formatLongDate(end, lang)];
  return from === to ? from : `${from} - ${to}`;
}

/** "08:00" → "8:00 AM" (es-US: "8:00 a.m."); "17:30" → "5:30 PM" (a 24-hour HH:MM clock time). */
export function formatClock(hhmm: string, lang: Lang = 'en'): string {
  const [h, m] = hhmm.split(':').map(Number);
  const half = lang === 'es' ? (h < 12 ? 'a.m.' : 'p.m.') : h < 12 ? 'AM' : 'PM';
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${half}`;
}

/** "Thursday, November 26, 2026 at 3:45 PM (Central Time)": when a seat's hold or pending time ends. */
export const formatHoldEnd = (at: Date | string, lang: Lang = 'en'): string =>
  `${new Intl.DateTimeFormat(lang === 'es' ? 'es-US' : 'en-US', { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'full', timeStyle: 'short' }).format(new Date(at))} (${lang === 'es' ? 'hora del Centro' : 'Central Time'})`;
