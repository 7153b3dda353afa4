// The one script of every page's frame, kept small enough for a phone on a weak signal:
// drawer, search opener, hash scrolling, the header's account entry from the stored
// session, the offline indicator, and the /search page's box (fetched at once when the page
// has one). What the first interaction does not need (the live auth and cart stores, the
// service worker, the offline page's list) follows when the browser is idle.
import { setupHeaderAccount } from '../../features/auth/headerAccount';
import { setupOfflineIndicator } from '../../features/offline/offlineIndicator';
import { setupSearchOpener } from '../../features/search/openSearch';
import { setupDrawer } from '../../lib/drawer';
import { setupLanguageSwitch } from '../../lib/languageSwitch';
import { setupPageScroll } from '../../lib/pageScroll';
import { afterLargestPaint } from './afterLargestPaint';

setupDrawer();
setupSearchOpener();
setupPageScroll();
setupHeaderAccount();
setupOfflineIndicator();
setupLanguageSwitch();

const searchPage = document.querySelector<HTMLElement>('[data-search-page]');
if (searchPage) {
  import('../../features/search/searchPage')
    .then(({ mountSearchPage }) => mountSearchPage(searchPage))
    .catch(() => {
      const note = searchPage.querySelector<HTMLElement>('[data-search-loading]');
      if (note) note.textContent = note.dataset.failedText ?? '';
    });
}

// After the page's largest paint (./afterLargestPaint.ts): the live frame's chain of imports
// once counted towards the article pages' largest paint.
afterLargestPaint(() => void import('./liveFrame').then((m) => m.startLiveFrame()).catch(() => undefined), 2000);
