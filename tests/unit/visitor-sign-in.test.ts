// The guarded pages' head script must turn a visitor's page into the sign-in form at exactly the
// address the route guard would send them to, and must leave a stored session to the guard (the
// built script on the built pages: tests/e2e/auth.spec.ts).
import { describe, expect, it } from 'vitest';
import { showSignInToVisitor } from '../../src/features/auth/visitorSignIn';
import { SIGN_IN_MARK, SIGN_IN_TITLE } from '../../src/features/auth/signInView';
import { loginUrlFor } from '../../src/features/shared/session/navigation';
import { withoutTrailingSlash } from '../../src/lib/path';
import { TOKEN_KEY } from '../../src/lib/storedSession';

const SIGN_IN_TITLE_TEXT = 'Log in | FiberPro Texas';

function fakePage(pathname: string, search: string, stored: Record<string, string> | 'no storage') {
  const addresses: string[] = [];
  const attributes = new Map<string, string>([[SIGN_IN_TITLE, SIGN_IN_TITLE_TEXT]]);
  const page = {
    location: { pathname, search },
    history: { state: { kept: true }, replaceState: (state: unknown, _unused: string, url: string) => void addresses.push(url) },
    root: {
      setAttribute: (name: string, value: string) => void attributes.set(name, value),
      getAttribute: (name: string) => attributes.get(name) ?? null,
    },
    doc: { title: 'Cart | FiberPro Texas' },
  };
  const storage = () => {
    if (stored === 'no storage') throw new DOMException('denied', 'SecurityError');
    return { getItem: (key: string) => stored[key] ?? null } as Storage;
  };
  const run = () => showSignInToVisitor(page, storage);
  return { page, storage, addresses, attributes, run };
}

describe('showSignInToVisitor', () => {
  it.each([
    ['/checkout', ''],
    ['/orders/', ''],
    ['/orders/detail/', '?id=0b5c2a3e-1111-4c4c-9d9d-123456789abc'],
    ['/staff/leads', '?type=contact&q=a%26b'],
    ['/es/cart', ''],
  ])('shows a visitor at %s%s the sign-in form at the address the route guard would send them to', (pathname, search) => {
    const visit = fakePage(pathname, search, {});
    visit.run();
    expect(visit.addresses).toEqual([loginUrlFor(withoutTrailingSlash(pathname) + search)]);
    expect(visit.attributes.has(SIGN_IN_MARK)).toBe(true);
    expect(visit.page.doc.title).toBe(SIGN_IN_TITLE_TEXT);
  });

  it('leaves a stored session to the route guard: the page, its address and its title stay', () => {
    const visit = fakePage('/account', '', { [TOKEN_KEY]: 'a.b.c' });
    visit.run();
    expect(visit.addresses).toEqual([]);
    expect(visit.attributes.has(SIGN_IN_MARK)).toBe(false);
    expect(visit.page.doc.title).toBe('Cart | FiberPro Texas');
  });

  it('treats a browser without storage as a visitor', () => {
    const visit = fakePage('/cart', '', 'no storage');
    visit.run();
    expect(visit.addresses).toEqual(['/login?from=%2Fcart']);
  });
});
