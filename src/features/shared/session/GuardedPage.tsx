// The frame of a signed-in page's island: error boundary, page container, route guard.
import type { ReactNode } from 'react';
import { IslandBoundary } from '../IslandBoundary';
import { RouteGuard } from './RouteGuard';

export function GuardedPage({ children, spacing = 'py-10' }: { children: ReactNode; spacing?: string }) {
  return (
    <IslandBoundary>
      <div className={`container-site ${spacing}`}>
        <RouteGuard>{children}</RouteGuard>
      </div>
    </IslandBoundary>
  );
}
