// What an e-mail to an address a visitor typed may carry of what they typed: nothing but a
// short plain name. Everything else in such a mail is the shop's own text or a value the
// server knows (the date it received the form, a product or course of the catalogue).
import type { Catalogue } from '../catalogue/catalogue';
import type { SessionContent } from '../school/sessions';
import { SCHOOL_TIME_ZONE } from '#domain/school/sessions';
import { LOCALES, type Lang } from '#domain/i18n/locales';

export const MAX_GREETING_NAME = 60;

/** A name as people write one: letters of any script with their marks, digits, spaces, apostrophes, hyphens, periods, commas. */
const NAME_LIKE = /^[\p{L}\p{M}][\p{L}\p{M}\d '’.,-]*$/u;
/** Three digits or more, however spaced or dashed: the start of a phone number. */
const DIGIT_RUN = /\d(?:[ .-]*\d){2}/;
/** A domain name (or "www."): what would turn a greeting into a link. */
const ADDRESS_LIKE = /www\.|\b[\p{L}-]+\.[\p{L}]{2,}\b/iu;

/**
 * The name to greet someone by, or '' (the mail then says "Hello,"): the one rule of every mail
 * the shop writes to a person. A name of more than 60 characters, or one holding a run of digits
 * (a phone number), a link, an address, a line break or any other sign, is not greeted at all.
 */
export function greetingName(typed: string | undefined): string {
  const name = (typed ?? '').trim();
  const plain = name.length <= MAX_GREETING_NAME && NAME_LIKE.test(name);
  return plain && !DIGIT_RUN.test(name) && !ADDRESS_LIKE.test(name) ? name : '';
}

/** The day the server received something, as the school writes dates ("November 26, 2026", "26 de noviembre de 2026"). */
export const receivedOn = (at: Date, lang: Lang = 'en'): string =>
  new Intl.DateTimeFormat(LOCALES[lang], { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'long' }).format(at);

/**
 * The product or course a submission concerns, named by the catalogue: the course of the
 * session it names, or the product or course whose name the form sent, exactly. Anything
 * else the visitor typed is left out.
 */
export function catalogueName(p: Record<string, string>, catalogue: Catalogue, sessions: SessionContent): string {
  if (/^\d{1,9}$/.test(p.session_id ?? '')) return sessions.byId(Number(p.session_id))?.course_title ?? '';
  const typed = (p.product ?? '').trim().toLowerCase();
  if (!typed) return '';
  const names = [...catalogue.all().map((x) => x.name), ...sessions.all().map((s) => s.course_title)];
  return names.find((n) => n.toLowerCase() === typed) ?? '';
}
