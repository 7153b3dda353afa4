// safeRedirectTarget: the only way a sign-in leaves /login, so it must never leave the site.
import { describe, expect, it } from 'vitest';
import { safeRedirectTarget } from '../../src/features/shared/session/navigation';

const origin = 'https://shop.example';

describe('safeRedirectTarget', () => {
  it('keeps same-site paths with their query and hash', () => {
    expect(safeRedirectTarget('/orders', origin)).toBe('/orders');
    expect(safeRedirectTarget('/orders/abc?x=1#top', origin)).toBe('/orders/abc?x=1#top');
  });

  it.each([
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r/evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'http://[::1',
    ' //evil.example',
  ])('sends %j home', (from) => expect(safeRedirectTarget(from, origin)).toBe('/'));

  it('never returns to /login or /register, and treats a missing value as home', () => {
    expect(safeRedirectTarget('/login?from=/x', origin)).toBe('/');
    expect(safeRedirectTarget('/register', origin)).toBe('/');
    expect(safeRedirectTarget(null, origin)).toBe('/');
    expect(safeRedirectTarget('/login-help', origin)).toBe('/login-help');
  });
});
