// Paths and base URLs without their trailing slashes: the site is served with and without
// them (trailingSlash: 'ignore'), so every comparison and join goes through here. A match
// starts only at the first slash of the run (a pattern free to start inside a long run of
// slashes followed by anything else would read it once per slash).
import { pathLang, type Lang } from '#domain/i18n/locales';

/** '/orders/' → '/orders', '/' and '//' → '/'. */
export const withoutTrailingSlash = (path: string): string => path.replace(/(^.|[^/])\/+$/, '$1');

/** A base URL ready for `base + '/path'`: 'https://x.test/api/' → 'https://x.test/api', '/' → ''. */
export const baseWithoutSlash = (base: string): string => base.replace(/(^|[^/])\/+$/, '$1');

/** The language of the page the browser shows (English where there is no page, e.g. in a test). */
export const pageLang = (): Lang => (typeof location === 'undefined' ? 'en' : pathLang(location.pathname));
