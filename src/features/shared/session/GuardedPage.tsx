// The frame of a signed-in page's island: error boundary, page container, route guard.
import type { ReactNode } from 'react';
import { IslandBoundary } from '../IslandBoundary';
import { RouteGuard } from './RouteGuard';
import type { IslandMessages } from '../useMessages';

/**
 * The page container's spacing, one per kind of page; the page's fallback (GuardedFallback.astro)
 * has the same. The checkout's fills the screen while it loads: the form that takes the place of
 * "Loading..." then moves only the footer, below the screen, and nothing the reader sees.
 */
export const GUARDED_SPACING = { page: 'py-10', checkout: 'min-h-svh pt-8 pb-10', receipt: 'py-12' } as const;
export type GuardedSpacing = keyof typeof GUARDED_SPACING;

interface Props {
  children: ReactNode;
  spacing?: GuardedSpacing;
  /** The island's words, from its page (pickMessages(lang, 'ui', …)). */
  messages: IslandMessages;
}

export function GuardedPage({ children, spacing = 'page', messages }: Props) {
  return (
    <IslandBoundary messages={messages}>
      <div className={`container-site ${GUARDED_SPACING[spacing]}`}>
        <RouteGuard>{children}</RouteGuard>
      </div>
    </IslandBoundary>
  );
}
