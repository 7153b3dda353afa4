// The UI's words in each language, for pages and the server. Islands never import this file
// (they would ship every language): their page hands them their part as props.
import type { Lang } from './locales';
import { en } from './messages/en';
import { es } from './messages/es';
import type { Messages } from './messages/types';

export type { Messages };
export const messagesFor = (lang: Lang): Messages => (lang === 'es' ? es : en);

/** The parts of one language's catalogue an island needs, for its `messages` prop. */
export function pickMessages<K extends keyof Messages>(lang: Lang, ...parts: K[]): Pick<Messages, K> {
  const all = messagesFor(lang);
  return Object.fromEntries(parts.map((part) => [part, all[part]])) as Pick<Messages, K>;
}

/** Some keys of one part, for an island that reads only those: less of the page is its props. */
export function pickKeys<P extends keyof Messages, K extends keyof Messages[P]>(lang: Lang, part: P, ...keys: K[]): Pick<Messages[P], K> {
  const all = messagesFor(lang)[part];
  return Object.fromEntries(keys.map((key) => [key, all[key]])) as Pick<Messages[P], K>;
}
