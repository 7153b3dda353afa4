// The one script of every page's frame, kept small enough for a phone on a weak signal:
// drawer, search opener, hash scrolling, the header's account entry from the stored
// session, the offline indicator, and the /search page's box (fetched at once when the page
// has one). What the first interaction does not need (the live auth and cart stores, the
// service worker, the offline page's list) follows when the browser is idle.
import { setupHeaderAccount } from '../../features/auth/headerAccount';
import { setupOfflineIndicator } from '../../features/offline/offlineIndicator';
import { setupSearchOpener } from '../../features/search/openSearch';
import { setupDrawer } from '../../lib/drawer';
import { setupPageScroll } from '../../lib/pageScroll';

// Pages with prebuilt islands only (they preload it: scripts/build/astro-module-preload.mjs).
if (document.querySelector('astro-island:not([client="only"])')) void import('../../lib/earlyInput').then((m) => m.setupEarlyInput());
setupDrawer();
setupSearchOpener();
setupPageScroll();
setupHeaderAccount();
setupOfflineIndicator();

const searchPage = document.querySelector<HTMLElement>('[data-search-page]');
if (searchPage) {
  import('../../features/search/searchPage')
    .then(({ mountSearchPage }) => mountSearchPage(searchPage))
    .catch(() => {
      const note = searchPage.querySelector<HTMLElement>('[data-search-loading]');
      if (note) note.textContent = note.dataset.failedText ?? '';
    });
}

// After the load event and the page's first largest paint, so that nothing of it competes
// with that paint: on a fast connection the load event can come first, and the live frame's
// chain of imports then counted towards the page's largest paint. A tab opened in the
// background paints nothing until it is shown: it need not wait.
const startLive = () => void import('./liveFrame').then((m) => m.startLiveFrame()).catch(() => undefined);
const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(startLive, { timeout: 2000 }) : setTimeout(startLive, 500));
const LCP = 'largest-contentful-paint';
const afterLargestPaint = () => {
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return whenIdle();
  const painted = new PerformanceObserver(() => {
    painted.disconnect();
    whenIdle();
  });
  painted.observe({ type: LCP, buffered: true });
};
if (document.readyState === 'complete') afterLargestPaint();
else addEventListener('load', afterLargestPaint, { once: true });
