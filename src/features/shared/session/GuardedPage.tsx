// The frame of a signed-in page's island: error boundary, page container, route guard.
import type { ReactNode } from 'react';
import { IslandBoundary } from '../IslandBoundary';
import { RouteGuard } from './RouteGuard';
import type { IslandMessages } from '../useMessages';

interface Props {
  children: ReactNode;
  spacing?: string;
  /** The island's words, from its page (pickMessages(lang, 'ui', …)). */
  messages: IslandMessages;
}

export function GuardedPage({ children, spacing = 'py-10', messages }: Props) {
  return (
    <IslandBoundary messages={messages}>
      <div className={`container-site ${spacing}`}>
        <RouteGuard>{children}</RouteGuard>
      </div>
    </IslandBoundary>
  );
}
