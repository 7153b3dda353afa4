// The offline field kit's idle part of every page: the form outbox flush, and the web app
// manifest and service worker that make the site installable, fetched lazily.
import { QUEUE_KEY } from '../shared/offline/cacheNames';

/** Written by the page's script, not its HTML: the browser fetched the manifest beside the
 * first view's style sheet and pictures, a request the first paint waited for on a slow phone;
 * installing needs the service worker, which needs this script anyway. */
function linkManifest(): void {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'manifest', href: '/manifest.webmanifest' }));
}

export function startOfflineSync(): void {
  // Forms sent without a connection wait in the outbox (queue.ts): send them now and
  // whenever the connection returns. The sender is loaded only when something waits.
  const flush = () => {
    let waiting = false;
    try {
      waiting = Boolean(localStorage.getItem(QUEUE_KEY)?.startsWith('[{'));
    } catch {
      // storage unavailable (privacy mode): nothing can have been queued
    }
    if (navigator.onLine && waiting) {
      void import('../shared/offline/queue').then((m) => m.flushQueue()).catch(() => undefined);
    }
  };
  addEventListener('online', flush);
  flush();
  linkManifest();

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void import('./registerServiceWorker').then((m) => m.registerServiceWorker()).catch(() => undefined);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
}
