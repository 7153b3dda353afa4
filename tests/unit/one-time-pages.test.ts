// A page opened from a one-time link keeps its token out of every store: the service worker
// does not route it, the server says no-store and no-referrer, and a line in the page's head
// takes the token out of the address before anything else runs.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { Hono } from 'hono';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createStaticHandler } from '#server/http/static';
import { isOneTimeLinkPage } from '../../src/features/shared/offline/cacheNames';
import { takeTokenScript } from '../../src/features/shared/oneTimeLink';

const PAGES = ['reset-password', 'confirm-seat'];
let dist: string;
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'one-time-'));
  for (const page of [...PAGES, 'school']) {
    mkdirSync(join(dist, page));
    writeFileSync(join(dist, page, 'index.html'), `<!doctype html><title>${page}</title>`);
  }
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

test.each(PAGES)('/%s is served no-store and no-referrer, and the service worker leaves it alone', async (page) => {
  const app = new Hono().all('*', createStaticHandler(dist, 'netlify.toml'));
  for (const path of [`/${page}`, `/${page}/`]) {
    const r = await app.request(`${path}?token=${'t'.repeat(43)}`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('referrer-policy')).toBe('no-referrer');
    expect(isOneTimeLinkPage(path)).toBe(true);
  }
  expect(isOneTimeLinkPage(`/${page}/index.html`)).toBe(true);
});

test('other pages are cached as before', async () => {
  const app = new Hono().all('*', createStaticHandler(dist, 'netlify.toml'));
  expect((await app.request('/school/')).headers.get('cache-control')).not.toBe('no-store');
  expect(isOneTimeLinkPage('/school')).toBe(false);
  expect(isOneTimeLinkPage('/reset-password-help')).toBe(false);
});

test('the head script moves the token from the address into memory', () => {
  const replaced: string[] = [];
  const window: Record<string, unknown> = {};
  Object.assign(window, {
    window,
    URL,
    location: { href: 'https://shop.example/reset-password?token=abc-123&x=1#top' },
    history: { state: null, replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url) },
  });
  runInNewContext(takeTokenScript, window);
  expect(window.oneTimeLinkToken).toBe('abc-123');
  expect(replaced).toEqual(['/reset-password?x=1#top']);
});
