// The frame of a signed-in page's island: error boundary, page container, route guard.
import type { ReactNode } from 'react';
import { IslandBoundary } from '../IslandBoundary';
import type { IslandMessages } from '../useMessages';
import { RouteGuard } from './RouteGuard';

export function GuardedPage({
  children,
  spacing = 'py-10',
  messages,
}: {
  children: ReactNode;
  spacing?: string;
  /** The island's words, handed to its IslandBoundary. */
  messages?: IslandMessages;
}) {
  return (
    <IslandBoundary messages={messages}>
      <div className={`container-site ${spacing}`}>
        <RouteGuard>{children}</RouteGuard>
      </div>
    </IslandBoundary>
  );
}
