// Reads, once, the notice the previous page left before its redirect (features/shared/session/pageNotice).
// A notice this page set itself is for the page it is leaving for: the live frame, which starts
// after the page's paint, can come after a quick redirect's notice and must leave it there.
import { PAGE_NOTICE_KEY } from '../../features/shared/session/pageNotice';
import type { ToastKind } from '../../lib/pageToast';

export function takePageNotice(): { message: string; kind: ToastKind } | null {
  try {
    const raw = sessionStorage.getItem(PAGE_NOTICE_KEY);
    if (!raw) return null;
    const notice = JSON.parse(raw) as { message: string; kind: ToastKind; at?: number };
    if ((notice.at ?? 0) >= performance.timeOrigin) return null;
    sessionStorage.removeItem(PAGE_NOTICE_KEY);
    return { message: notice.message, kind: notice.kind };
  } catch {
    return null;
  }
}
