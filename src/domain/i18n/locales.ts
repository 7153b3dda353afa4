// The site's languages and how an address names one: English at today's addresses, Spanish
// under /es/ with the same path after it (/contact ↔ /es/contact). Nothing here reads the
// browser's Accept-Language: the address alone decides, so a crawler and a shared phone get
// the page they asked for.
export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

export const isLang = (value: unknown): value is Lang => LANGS.includes(value as Lang);

/** The switcher's labels: each language named in itself. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', es: 'Español' };

/** The locale behind dates, numbers and money: United States English and Spanish. */
export const LOCALES: Record<Lang, string> = { en: 'en-US', es: 'es-US' };

/** "/contact" → "/es/contact"; "/" → "/es/"; an English path is returned as it is. */
export function localePath(path: string, lang: Lang): string {
  const plain = englishPath(path);
  if (lang === DEFAULT_LANG) return plain;
  return plain === '/' ? `/${lang}/` : `/${lang}${plain}`;
}

/** The language an address is in: "/es/…" is Spanish, everything else English. */
export const pathLang = (path: string): Lang => (/^\/es(\/|$|\?|#)/.test(path) ? 'es' : 'en');

/** "/es/contact?x=1" → "/contact?x=1": the same page's English address. */
export const englishPath = (path: string): string => (pathLang(path) === 'es' ? path.slice(3) || '/' : path).replace(/^(?=[?#])/, '/');
