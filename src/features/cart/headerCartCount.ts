// The header's cart badge and the cart link's accessible name.
export function renderCartCount(count: number): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = document.querySelector<HTMLElement>('[data-cart-count]');
  if (!link || !badge) return;
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.classList.toggle('hidden', count === 0);
  link.setAttribute('aria-label', count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart');
}
