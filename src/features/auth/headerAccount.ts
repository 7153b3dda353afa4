// The header's account entry. The first paint comes from the stored session alone (no
// store, no API client); the frame's idle script then keeps it in step with the auth store.
import { readSession } from '../../lib/storedSession';
import type { User } from '#domain/accounts/schemas';
import { displayName } from '#domain/accounts/displayName';
import { markAccount } from './accountMark';

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

/** A known user is shown at once (verified in the background); otherwise wait for the answer. */
export function renderAccount(user: User | null, loading: boolean): void {
  markAccount(user, user ? 'signed-in' : loading ? 'unknown' : 'anonymous');
  const name = user ? displayName(user) : '';
  document.querySelectorAll('[data-user-name]').forEach((el) => (el.textContent = name));
}

/**
 * Log in and Register bring the person back here afterwards (not to a private page's login
 * loop); on the sign-in and registration pages they keep the page's own ?from=.
 */
function linkAuthBack(): void {
  const here = location.pathname.replace(/\/$/, '') + location.search;
  const page = location.pathname.replace(/^\/es(?=\/|$)/, '').replace(/\/$/, '');
  if (!here || PRIVATE_PATHS.test(page)) return;
  const query = /^\/(login|register)$/.test(page) ? location.search : `?from=${encodeURIComponent(here)}`;
  document.querySelectorAll<HTMLAnchorElement>('a[data-auth-link]').forEach((a) => {
    a.href = a.pathname + query;
  });
}

export function setupHeaderAccount(): void {
  renderAccount(readSession()?.user ?? null, false);
  linkAuthBack();
  setupMenu();
  document.querySelectorAll('[data-logout]').forEach((button) =>
    button.addEventListener(
      'click',
      () =>
        void import('../shared/session/authStore').then(({ logout }) => {
          logout();
          if (PRIVATE_PATHS.test(location.pathname)) location.assign('/');
        }),
    ),
  );
}
