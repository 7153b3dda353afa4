// Reads, once, the notice the previous page left before its redirect (features/shared/session/pageNotice).
import { PAGE_NOTICE_KEY } from '../../features/shared/session/pageNotice';
import type { ToastKind } from '../../lib/pageToast';

export function takePageNotice(): { message: string; kind: ToastKind } | null {
  try {
    const raw = sessionStorage.getItem(PAGE_NOTICE_KEY);
    sessionStorage.removeItem(PAGE_NOTICE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
