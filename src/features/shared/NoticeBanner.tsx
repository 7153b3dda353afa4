// A green notice that something worked (the counterpart of the red error banner); announced politely.
import type { ReactNode } from 'react';

export function NoticeBanner({ children }: { children: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
      {children}
    </div>
  );
}
