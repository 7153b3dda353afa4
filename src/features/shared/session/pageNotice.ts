// A one-time notice carried across a redirect (e.g. 'Your cart is empty…' on /products),
// shown by the header script of the next page in the page-level toast area.
import type { ToastKind } from '../../../lib/pageToast';

export const PAGE_NOTICE_KEY = 'page:notice';

export function setPageNotice(message: string, kind: ToastKind = 'info'): void {
  try {
    sessionStorage.setItem(PAGE_NOTICE_KEY, JSON.stringify({ message, kind, at: Date.now() }));
  } catch {
    /* storage unavailable: the redirect still happens, without the notice */
  }
}
