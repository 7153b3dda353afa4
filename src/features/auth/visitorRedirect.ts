// A guarded page's head script (SPEC §4 "Route guard"): a visitor with no stored session is
// sent to /login?from={path} while the page's HTML is still arriving, not after its styles
// and island have loaded (a phone on a weak signal saw 'Loading...' for a second or more
// first). A stored session stays: the route guard decides for it (it may have expired).
import { TOKEN_KEY } from '../../lib/storedSession';

/**
 * Runs inline in the page's head, so its body may use nothing but its arguments and the
 * browser's globals. The address is loginUrlFor(currentPath()) (navigation.ts), with a
 * stored session read as readToken() reads it: the unit test holds the three together.
 */
export function sendVisitorToLogin(tokenKey: string, place: Location, storage: () => Storage): void {
  let token: string | null = null;
  try {
    token = storage().getItem(tokenKey);
  } catch {
    // No storage, no stored session.
  }
  if (token) return;
  const path = place.pathname.replace(/(.)\/+$/, '$1') + place.search;
  place.replace('/login?from=' + encodeURIComponent(path));
}

export const visitorRedirectScript = `(${sendVisitorToLogin.toString()})(${JSON.stringify(TOKEN_KEY)},location,function(){return localStorage})`;
