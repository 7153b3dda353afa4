// The page-level toast area (bottom right, 3000 ms), usable from plain scripts
// and islands alike. Form and order toasts use the top-right toaster instead.
export type ToastKind = 'success' | 'error' | 'info';
const STYLES: Record<ToastKind, string> = {
  success: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  error: 'border-red-700 bg-red-50 text-red-900',
  info: 'border-brand-600 bg-white text-slate-900',
};

export function showPageToast(message: string, kind: ToastKind = 'info', durationMs = 3000): void {
  const region = document.getElementById('page-toasts');
  if (!region) return;
  const toast = document.createElement('div');
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  toast.className = `pointer-events-auto rounded-lg border-l-4 px-4 py-3 text-sm shadow-lg ${STYLES[kind]}`;
  toast.textContent = message;
  region.append(toast);
  setTimeout(() => toast.remove(), durationMs);
}
