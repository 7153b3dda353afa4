// The page's one-line notices: green when something worked (announced politely), red when it
// did not (announced at once).
import type { ReactNode } from 'react';

export function NoticeBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {children}
    </div>
  );
}

/** The red banner for auth errors; nothing when there is no message. */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}
