// The offline field kit's part of every page, a few lines of plain script: the quiet
// 'You are offline' indicator, the form outbox flush, and (after load, fetched lazily)
// the service worker.
import { QUEUE_KEY } from './cacheNames';

export function setupOfflineKit(): void {
  const box = document.createElement('aside');
  box.setAttribute('aria-label', 'Connection');
  box.className = 'pointer-events-none fixed inset-x-0 bottom-0 z-50';
  const note = document.createElement('p');
  note.setAttribute('role', 'status');
  note.dataset.offlineIndicator = '';
  note.className = 'bg-slate-900 px-4 py-1 text-center text-sm font-medium text-white empty:hidden';
  box.append(note);
  document.body.append(box);
  const show = () => {
    note.textContent = navigator.onLine ? '' : 'You are offline';
    // A thin bar along the bottom edge; the page gets room for it so it covers nothing.
    document.body.style.paddingBottom = navigator.onLine ? '' : '1.75rem';
  };
  addEventListener('online', show);
  addEventListener('offline', show);
  show();

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
      void import('./queue').then((m) => m.flushQueue()).catch(() => undefined);
    }
  };
  addEventListener('online', flush);
  flush();

  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    const register = () => void import('./registerServiceWorker').then((m) => m.registerServiceWorker()).catch(() => undefined);
    if (document.readyState === 'complete') register();
    else addEventListener('load', register, { once: true });
  }
}
