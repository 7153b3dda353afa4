/// <reference lib="webworker" />
// The service worker (bundled and given its precache list by scripts/build/build-service-worker.mjs).
// Workbox does the caching; this file only says what goes where:
// - /api/* is left to the browser: answers that belong to a signed-in person are never stored;
//   the one exception is a product's datasheet (public, the same for everyone), kept for
//   every product page opened;
// - precached at install: the page frame (scripts, styles, icons), home, school, search,
//   the offline page, every knowledge article, and the search runtime and index;
// - pages the person opens: network first (short time-out), then the stored copy;
// - anything else while offline: the offline page in the address's language.
// A new version waits until the person clicks Reload (message SKIP_WAITING), so a page is
// never served half from one version and half from another.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { datasheetPath } from '#domain/catalogue/productFacts';
import { offlinePageFor } from './offlinePage';
import { DATASHEETS_CACHE, PAGES_CACHE, OFFLINE_PAGE, isOneTimeLinkPage } from '../../shared/offline/cacheNames';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const sameOrigin = (url: URL) => url.origin === self.location.origin;

// /api/* is deliberately not routed, datasheets aside: the browser fetches it as if there
// were no service worker, so nothing a signed-in person receives is ever stored.
// Datasheets are served by the API at its default same-origin base.
const API_BASE = '/api';
const PRODUCT_PAGE = /^\/products\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;
const datasheetUrl = (slug: string) => new URL(API_BASE + datasheetPath(slug), self.location.origin).href;
const isDatasheet = (url: URL) => {
  const slug = /^\/api\/products\/([a-z0-9-]+)\/datasheet\.pdf$/.exec(url.pathname)?.[1];
  return !!slug && url.href === datasheetUrl(slug);
};

precacheAndRoute(self.__WB_MANIFEST, {
  // The school tab, search query and Pagefind's cache-busting `ts` do not change the file.
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, /^ts$/, /^q$/, /^tab$/, /^type$/],
  // Pages are linked as /knowledge/slug; the precached file is knowledge/slug/index.html.
  urlManipulation: ({ url }) => (/\/[^./]+$/.test(url.pathname) ? [new URL(`${url.pathname}/index.html${url.search}`, url)] : []),
});
cleanupOutdatedCaches();

// Files whose name changes with their content: once stored, always right.
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(_astro|pagefind\/(fragment|index|filter))\//.test(url.pathname),
  new CacheFirst({ cacheName: 'assets', plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
);
registerRoute(
  ({ url }) => sameOrigin(url) && /^\/(images|icons)\//.test(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);
// Catalogue data (prices, stock) changes between deployments: fresh when possible.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname.startsWith('/catalogue/'),
  new NetworkFirst({
    cacheName: 'catalogue',
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true })],
  }),
);

const datasheets = new NetworkFirst({
  cacheName: DATASHEETS_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
});
registerRoute(({ url }) => sameOrigin(url) && isDatasheet(url), datasheets);

/** Keeps the datasheet of an opened product page (once; opening the PDF online refreshes it). */
async function keepDatasheet(slug: string) {
  const url = datasheetUrl(slug);
  const cache = await caches.open(DATASHEETS_CACHE);
  if (await cache.match(url)) return;
  const response = await fetch(url).catch(() => null);
  if (response?.ok) await cache.put(url, response);
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 4,
  plugins: [new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
});
// A page opened from a one-time link is not routed: its address (with the token) is never stored.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/') && !isOneTimeLinkPage(url.pathname),
  async (options) => {
    const response = await pages.handle(options);
    const slug = PRODUCT_PAGE.exec(options.url.pathname)?.[1];
    if (slug && response.ok) options.event.waitUntil(keepDatasheet(slug));
    return response;
  },
);

setCatchHandler(async ({ request }) => {
  if (request.destination === 'document' || request.mode === 'navigate') {
    return (await matchPrecache(offlinePageFor(new URL(request.url).pathname))) ?? (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  }
  return Response.error();
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The page that installed the worker was loaded before it existed: keep a copy of it
// too, so the first page a person opened is there offline like every later one.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const cache = await caches.open(PAGES_CACHE);
      await Promise.all(
        windows.map(async ({ url }) => {
          const target = new URL(url);
          if (!sameOrigin(target) || target.pathname.startsWith('/api/') || isOneTimeLinkPage(target.pathname)) return;
          if (await matchPrecache(target.href)) return;
          if (await cache.match(target.href)) return;
          const response = await fetch(target.href, { credentials: 'same-origin' }).catch(() => null);
          if (response?.ok) await cache.put(target.href, response);
        }),
      );
    })(),
  );
});
clientsClaim();
