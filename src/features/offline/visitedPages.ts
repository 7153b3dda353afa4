// The offline page's "Pages you opened": the pages the service worker stored as the
// person browsed, read straight from its cache, titled from their own <title>.
import { withoutTrailingSlash } from '../../lib/path';
import { PAGES_CACHE } from '../shared/offline/cacheNames';

const SKIP = /^(\/es)?\/(offline|search)(\/|$)|^\/api(\/|$)/;

export async function listVisitedPages(): Promise<void> {
  const section = document.querySelector<HTMLElement>('[data-offline-visited]');
  const list = section?.querySelector('[data-offline-visited-list]');
  if (!section || !list || !('caches' in window) || !(await caches.has(PAGES_CACHE))) return;
  const cache = await caches.open(PAGES_CACHE);
  const seen = new Set<string>();
  for (const request of await cache.keys()) {
    const url = new URL(request.url);
    const path = withoutTrailingSlash(url.pathname);
    if (url.origin !== location.origin || SKIP.test(path) || seen.has(path)) continue;
    seen.add(path);
    const html = (await (await cache.match(request))?.text()) ?? '';
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]?.split(' | ')[0] ?? path;
    const link = document.createElement('a');
    link.href = `${path}${url.search}`;
    link.className = 'font-medium';
    // <title> text arrives HTML-escaped; decode it without interpreting any markup.
    link.textContent = new DOMParser().parseFromString(title, 'text/html').body.textContent ?? path;
    const item = document.createElement('li');
    item.append(link);
    list.append(item);
  }
  section.hidden = list.children.length === 0;
}
