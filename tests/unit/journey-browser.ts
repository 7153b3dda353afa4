// A minimal browser for the auth/cart/API unit tests: storage, location, window events, fetch.
import { vi } from 'vitest';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, String(v));
  removeItem = (k: string) => void this.data.delete(k);
  clear = () => this.data.clear();
}

export type FetchHandler = (url: string, init: RequestInit) => Response | Promise<Response>;

export function installBrowser(path = '/account') {
  const listeners = new Map<string, ((e: unknown) => void)[]>();
  const location = { pathname: path, search: '', replace: vi.fn(), assign: vi.fn() };
  const fetchMock = vi.fn<FetchHandler>(() => json({ detail: 'no handler' }, 500));
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('location', location);
  vi.stubGlobal('window', {
    addEventListener: (type: string, fn: (e: unknown) => void) => listeners.set(type, [...(listeners.get(type) ?? []), fn]),
    removeEventListener: () => undefined,
  });
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => fetchMock(url, init));
  const dispatch = (type: string, event: unknown) => listeners.get(type)?.forEach((fn) => fn(event));
  return { location, fetch: fetchMock, dispatch };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
