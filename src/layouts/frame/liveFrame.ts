// The frame's idle part: checks the stored session with the API and keeps the header's
// account entry and cart count in step with the stores (sign-in, sign-out, other tabs,
// cart changes made by islands); shows a notice left by the previous page's redirect;
// starts the form outbox flush and the service worker; fills the offline page's list of
// pages saved on this device.
import { $auth } from '../../features/shared/session/authStore';
import { renderAccount } from '../../features/auth/headerAccount';
import { takePageNotice } from './takePageNotice';
import { $cart, cartCount } from '../../features/shared/cart/cartStore';
import { renderCartCount } from '../../features/cart/headerCartCount';
import { startOfflineSync } from '../../features/offline/offlineSync';
import { showPageToast } from '../../lib/pageToast';

export function startLiveFrame(): void {
  $auth.subscribe(({ user, loading }) => renderAccount(user, loading));
  $cart.subscribe(({ items }) => renderCartCount(cartCount(items)));
  const notice = takePageNotice();
  // A notice explains why the visitor landed here (a redirect): it stays long enough to read.
  if (notice) showPageToast(notice.message, notice.kind, 8000);
  startOfflineSync();
  if (document.querySelector('[data-offline-visited]')) {
    void import('../../features/offline/visitedPages').then((m) => m.listVisitedPages()).catch(() => undefined);
  }
}
