// The quiet 'You are offline' indicator of every page (its markup is in the layout; the room
// the page leaves for it along the bottom edge is in global.css).

export function setupOfflineIndicator(): void {
  const note = document.querySelector<HTMLElement>('[data-offline-indicator]');
  if (!note) return;
  const show = () => (note.textContent = navigator.onLine ? '' : (note.dataset.offlineText ?? 'You are offline'));
  addEventListener('online', show);
  addEventListener('offline', show);
  show();
}
