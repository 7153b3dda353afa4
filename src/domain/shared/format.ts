// Display formatting used by pages, islands and e-mails.
// Prices, counts and long dates are written by hand rather than with Intl: a page's first Intl
// call loads locale data, which measured 250-300 ms of a phone's (4x slowed) main thread on
// the product listing, inside hydration (the school page's session dates did the same). The
// output is en-US's and es-US's exactly (money and counts are written alike in both).
import type { Lang } from '#domain/i18n/locales';

/** "1234567" → "1,234,567": the leading digits, then each group of three with digits after it. */
const grouped = (digits: string): string => digits.replace(/^\d{1,3}(?=(?:\d{3})+$)|\d{3}(?=\d)/g, '$&,');

/** "$18,990.00"; "-$5.50" */
export function formatPrice(n: number): string {
  const [whole, cents] = Math.abs(n).toFixed(2).split('.');
  return `${n < 0 ? '-' : ''}$${grouped(whole)}.${cents}`;
}

/** "1,234" */
export const formatCount = (n: number): string => (n < 0 ? '-' : '') + grouped(String(Math.round(Math.abs(n))));

const MONTHS = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
};

/** "March 3, 2027" / "3 de marzo de 2027" — read in UTC so a date-only value never shifts a day. */
export function formatLongDate(d: Date | string, lang: Lang = 'en'): string {
  const date = new Date(d);
  if (Number.isNaN(date.getTime())) return lang === 'es' ? 'Fecha no válida' : 'Invalid Date';
  const [day, month, year] = [date.getUTCDate(), MONTHS[lang][date.getUTCMonth()], date.getUTCFullYear()];
  return lang === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/** Cuts to `max` characters and appends an ellipsis when anything was cut. */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);
