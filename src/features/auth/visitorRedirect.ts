// A guarded page's head script: a visitor with no stored session is
// sent to /login?from={path} while the page's HTML is still arriving, not after its styles
// and island have loaded (a phone on a weak signal saw 'Loading...' for a second or more
// first). A stored session stays: the route guard decides for it (it may have expired).
import { withoutTrailingSlash } from '../../lib/path';
import { TOKEN_KEY } from '../../lib/storedSession';
import { loginUrlFor } from '../shared/session/navigation';

type Address = Pick<Location, 'pathname' | 'search' | 'replace'>;

/**
 * Runs inline in the page's head, so its body may use nothing but its arguments and the
 * browser's globals: the route guard's own address rules are handed in as arguments (their
 * source is written into the script), and a stored session is read as readToken() reads it.
 */
export function sendVisitorToLogin(
  tokenKey: string,
  place: Address,
  storage: () => Storage,
  trimSlash: typeof withoutTrailingSlash,
  loginUrl: typeof loginUrlFor,
): void {
  let token: string | null = null;
  try {
    token = storage().getItem(tokenKey);
  } catch {
    // No storage, no stored session.
  }
  if (!token) place.replace(loginUrl(trimSlash(place.pathname) + place.search));
}

export const visitorRedirectScript = `(${sendVisitorToLogin})(${JSON.stringify(TOKEN_KEY)},location,function(){return localStorage},${withoutTrailingSlash},${loginUrlFor})`;
