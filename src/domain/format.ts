// Display formatting used by pages, islands and e-mails.
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "$18,990.00" */
export const formatPrice = (n: number): string => usd.format(n);

/** "1,234" */
export const formatCount = (n: number): string => new Intl.NumberFormat('en-US').format(n);

/** "March 3, 2027" — long US date, read in UTC so a date-only value never shifts a day. */
export const formatLongDate = (d: Date | string): string =>
  new Date(d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** Removes HTML tags and markdown emphasis/heading marks, collapsing whitespace. */
export function stripMarkup(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|\s)[*_](\S)/g, '$1$2')
    .replace(/(\S)[*_](\s|$)/g, '$1$2')
    .replace(/^\s*[-*]\s+/gm, '')
    .replace(/:::\w*/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts to `max` characters and appends an ellipsis when anything was cut. */
export const truncate = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max)}...` : text);
