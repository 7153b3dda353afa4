// The quiet 'You are offline' indicator of every page (its markup is in the layout).

export function setupOfflineIndicator(): void {
  const note = document.querySelector<HTMLElement>('[data-offline-indicator]');
  if (!note) return;
  const show = () => {
    note.textContent = navigator.onLine ? '' : 'You are offline';
    // A thin bar along the bottom edge; the page gets room for it so it covers nothing.
    document.body.style.paddingBottom = navigator.onLine ? '' : '1.75rem';
  };
  addEventListener('online', show);
  addEventListener('offline', show);
  show();
}
