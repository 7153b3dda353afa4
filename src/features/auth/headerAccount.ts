// Keeps the header's cart count and account entry in step with the stores; also shows a
// notice left by the previous page's redirect.
import { showPageToast } from '../../lib/pageToast';
import { $cartCount } from '../cart/cartStore';
import { $auth, logout, startAuth } from './authStore';
import { displayName } from './types';
import { takePageNotice } from './pageNotice';

const PRIVATE_PATHS = /^\/(cart|checkout|order-success|account|orders)(\/|$)/;

function setupMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-account-toggle]');
  const menu = document.querySelector<HTMLElement>('[data-account-menu]');
  if (!toggle || !menu) return;
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(menu.hidden));
  document.addEventListener('click', (e) => {
    if (!menu.hidden && !toggle.parentElement?.contains(e.target as Node)) setOpen(false);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}

function render(): void {
  const { loading, user } = $auth.get();
  // A stored user is shown at once (verified in the background); otherwise wait for the answer.
  const state = user ? 'signed-in' : loading ? 'unknown' : 'anonymous';
  document.querySelectorAll<HTMLElement>('[data-when]').forEach((el) => {
    el.hidden = el.dataset.when !== state;
  });
  document.querySelectorAll<HTMLElement>('[data-staff-only]').forEach((el) => {
    el.hidden = user?.role !== 'admin';
  });
  const name = user ? displayName(user) : '';
  document.querySelectorAll('[data-user-name]').forEach((el) => (el.textContent = name));
}

function renderCount(count: number): void {
  const link = document.querySelector<HTMLAnchorElement>('[data-cart-link]');
  const badge = document.querySelector<HTMLElement>('[data-cart-count]');
  if (!link || !badge) return;
  badge.textContent = count > 99 ? '99+' : String(count);
  badge.classList.toggle('hidden', count === 0);
  link.setAttribute('aria-label', count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart');
}

export function setupHeaderAccount(): void {
  startAuth();
  $auth.subscribe(render);
  $cartCount.subscribe(renderCount);
  setupMenu();
  document.querySelectorAll('[data-logout]').forEach((button) =>
    button.addEventListener('click', () => {
      logout();
      if (PRIVATE_PATHS.test(location.pathname)) location.assign('/');
    }),
  );
  const notice = takePageNotice();
  if (notice) showPageToast(notice.message, notice.kind);
}
