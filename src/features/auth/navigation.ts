// Where to go after signing in: the guarded page that asked (?from=), else home.
export function safeFromPath(search: string = location.search): string {
  const from = new URLSearchParams(search).get('from');
  // Only same-site paths: '//host' or 'https://…' would leave the site.
  const sameSite = from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/\\');
  return sameSite && !/^\/(login|register)\b/.test(from) ? from : '/';
}

/** The current page as a `from` value: path without a trailing slash, plus the query. */
export const currentPath = (): string => (location.pathname.replace(/(.)\/+$/, '$1') || '/') + location.search;

export const loginUrlFor = (path: string, expired = false): string =>
  `/login?from=${encodeURIComponent(path)}${expired ? '&expired=1' : ''}`;
