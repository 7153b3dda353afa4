// Where to go after signing in: the guarded page that asked (?from=), else staff to the desk
// they last used (the order desk at first), everyone else home.
// On a Spanish page the person lands on the Spanish twin of that place (the desks stay English).
import { localePath, type Lang } from '#domain/i18n/locales';
import { pageLang, withoutTrailingSlash } from '../../../lib/path';

/**
 * The `from` target resolved the way the browser will resolve it, accepted only when it stays
 * on this origin. Browsers drop tabs and newlines from URLs, so '/\t/evil.example' is really
 * '//evil.example': comparing the resolved origin catches every such spelling.
 */
export function safeRedirectTarget(from: string | null, origin: string): string {
  if (!from) return '/';
  let url: URL;
  try {
    url = new URL(from, origin);
  } catch {
    return '/';
  }
  if (url.origin !== origin || /^(\/es)?\/(login|register)(\/|$)/.test(url.pathname)) return '/';
  return url.pathname + url.search + url.hash;
}

export const safeFromPath = (search: string = location.search): string =>
  safeRedirectTarget(new URLSearchParams(search).get('from'), location.origin);

/** Where a staff desk remembers itself as the one to land on at the next sign-in (the desk frame, src/features/staff/kit/DeskFrame.tsx). */
export const LAST_DESK = 'staff-desk';

/** The target in the page's language; staff desks have no Spanish twin. */
const inLanguage = (target: string, lang: Lang): string => (target.startsWith('/staff/') ? target : localePath(target, lang));

export function afterSignIn(role?: string, search: string = location.search, lang: Lang = pageLang()): string {
  if (role !== 'admin' || new URLSearchParams(search).has('from')) return inLanguage(safeFromPath(search), lang);
  let last;
  try {
    last = localStorage.getItem(LAST_DESK);
  } catch {
    // Storage refused (private mode): staff land on the order desk.
  }
  return last || '/staff/orders';
}

/** The current page as a `from` value: path without a trailing slash, plus the query. */
export const currentPath = (): string => withoutTrailingSlash(location.pathname) + location.search;

/** The login page in the language of `path` (self-contained: written into a head script, src/features/auth/visitorSignIn.ts). */
export const loginUrlFor = (path: string, expired = false): string =>
  `${/^\/es(\/|$|\?)/.test(path) ? '/es' : ''}/login?from=${encodeURIComponent(path)}${expired ? '&expired=1' : ''}`;

/**
 * /login or /register in the page's language with the page's query, so its ?from= comes along
 * to the other form; without the query while the prebuilt form hydrates (no `location` then).
 */
export const withFrom = (path: '/login' | '/register', lang: Lang, hydrated: boolean): string =>
  localePath(path, lang) + (hydrated ? location.search : '');
