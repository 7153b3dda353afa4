// Shared by the API client, auth store and cart store tests: the fake browser of journey-browser.ts
// around each test, the signed-in user, fresh copies of both stores and a tick for their requests.
import { afterEach, beforeEach, vi } from 'vitest';
import { installBrowser } from './journey-browser';

export { json } from './journey-browser';
export type Browser = ReturnType<typeof installBrowser>;

export const USER = { id: 7, first_name: 'Jo', last_name: 'Rivera', email: 'jo@example.com', phone: '', username: 'jo', role: 'customer' };

/** Installs the fake browser at `path` before each test (console.error silenced), hands it to `use`, removes it after. */
export function useBrowser(path: string, use: (browser: Browser) => void) {
  beforeEach(() => {
    use(installBrowser(path));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export async function freshStores() {
  vi.resetModules();
  const auth = await import('../../src/features/shared/session/authStore');
  const cart = await import('../../src/features/shared/cart/cartStore');
  return { ...auth, ...cart };
}
export const settle = () => new Promise((r) => setTimeout(r, 0));
