// The header's cart badge and the cart link's accessible name, in the page's language (the
// link carries its words: data-label, data-label-one, data-label-many with {n}).
export function renderCartCount(count: number): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = document.querySelector<HTMLElement>('[data-cart-count]');
  if (!link || !badge) return;
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.classList.toggle('hidden', count === 0);
  const { label = '', labelOne = '', labelMany = '' } = link.dataset;
  link.setAttribute('aria-label', count === 1 ? labelOne : count ? labelMany.replace('{n}', String(count)) : label);
}
