// The guarded pages' head script must send a visitor exactly where the route guard would,
// and must leave a stored session to the guard.
import { describe, expect, it } from 'vitest';
import { sendVisitorToLogin, visitorRedirectScript } from '../../src/features/auth/visitorRedirect';
import { loginUrlFor } from '../../src/features/shared/session/navigation';
import { withoutTrailingSlash } from '../../src/lib/path';
import { TOKEN_KEY } from '../../src/lib/storedSession';

function fakePage(pathname: string, search: string, stored: Record<string, string> | 'no storage') {
  const replaced: string[] = [];
  const place = { pathname, search, replace: (url: string) => void replaced.push(url) };
  const storage = () => {
    if (stored === 'no storage') throw new DOMException('denied', 'SecurityError');
    return { getItem: (key: string) => stored[key] ?? null } as Storage;
  };
  return { place, storage, replaced };
}

describe('sendVisitorToLogin', () => {
  it.each([
    ['/checkout', ''],
    ['/orders/', ''],
    ['/orders/detail/', '?id=0b5c2a3e-1111-4c4c-9d9d-123456789abc'],
    ['/staff/leads', '?type=contact&q=a%26b'],
  ])('sends a visitor at %s%s where the route guard would', (pathname, search) => {
    const page = fakePage(pathname, search, {});
    sendVisitorToLogin(TOKEN_KEY, page.place, page.storage, withoutTrailingSlash, loginUrlFor);
    expect(page.replaced).toEqual([loginUrlFor(withoutTrailingSlash(pathname) + search)]);
  });

  it('leaves a stored session to the route guard', () => {
    const page = fakePage('/account', '', { [TOKEN_KEY]: 'a.b.c' });
    sendVisitorToLogin(TOKEN_KEY, page.place, page.storage, withoutTrailingSlash, loginUrlFor);
    expect(page.replaced).toEqual([]);
  });

  it('treats a browser without storage as a visitor', () => {
    const page = fakePage('/cart', '', 'no storage');
    sendVisitorToLogin(TOKEN_KEY, page.place, page.storage, withoutTrailingSlash, loginUrlFor);
    expect(page.replaced).toEqual(['/login?from=%2Fcart']);
  });

  it('runs as a standalone script with the browser globals only', () => {
    const page = fakePage('/checkout', '', {});
    new Function('location', 'localStorage', visitorRedirectScript)(page.place, page.storage());
    expect(page.replaced).toEqual(['/login?from=%2Fcheckout']);
  });
});
