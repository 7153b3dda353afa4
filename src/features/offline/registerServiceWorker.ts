// Registers the service worker through workbox-window and announces a new version: the
// person decides when to switch (Reload), so no page ever mixes two versions.
import { Workbox } from 'workbox-window';

function showUpdatePrompt(onReload: () => void): void {
  if (document.querySelector('[data-sw-update]')) return;
  const box = document.createElement('aside');
  box.setAttribute('aria-label', 'Update');
  box.dataset.swUpdate = '';
  box.className =
    'fixed inset-x-4 bottom-10 z-50 mx-auto flex max-w-md items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-xl sm:left-4 sm:right-auto sm:mx-0';
  const text = document.createElement('p');
  text.setAttribute('role', 'status');
  text.className = 'text-sm text-slate-900';
  text.textContent = 'A new version of this site is available.';
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary shrink-0';
  button.textContent = 'Reload';
  button.addEventListener('click', () => {
    button.disabled = true;
    onReload();
  });
  box.append(text, button);
  document.body.append(box);
}

export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js');
  wb.addEventListener('waiting', () => {
    showUpdatePrompt(() => {
      // The new worker takes over only now; reload once it controls this page.
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
    });
  });
  // Another tab switched to the new version: this page's files may be gone from the server.
  // (A first install also changes the controller, from none: nothing to announce then.)
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => hadController && showUpdatePrompt(() => location.reload()));
  const check = () => void wb.update().catch(() => undefined);
  addEventListener('online', check);
  document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && check());
  // Refused where site data or service workers are blocked: the site works without one.
  wb.register().catch(() => undefined);
}
