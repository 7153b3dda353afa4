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
      const note = searchPage.querySelector('[data-search-loading]');
      if (note) note.textContent = 'Search could not load. Check your connection and reload the page.';
    });
}

const whenIdle = (run: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 1000);
whenIdle(() => void import('./liveFrame').then((m) => m.startLiveFrame()).catch(() => undefined));
