// The frame of every staff desk: signed-out visitors go to /login (route guard); signed-in
// people without the admin role are told they may not view the page.
import type { ComponentType, ReactNode } from 'react';
import { useIsAdmin } from '../../shared/session/useAuth';
import { RouteGuard } from '../../shared/session/RouteGuard';
import { IslandBoundary } from '../../shared/IslandBoundary';
import type { IslandMessages } from '../../shared/useMessages';

export const NO_PERMISSION = 'You do not have permission to view this page.';

function AdminOnly({ children }: { children: ReactNode }) {
  if (useIsAdmin()) return <>{children}</>;
  return (
    <div role="alert" className="card mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl">Access denied</h1>
      <p className="mt-3 text-slate-800">{NO_PERMISSION}</p>
      <a href="/" className="btn btn-primary mt-6">
        Back to Home
      </a>
    </div>
  );
}

export function StaffGate({ children, messages }: { children: ReactNode; messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <RouteGuard>
        <AdminOnly>{children}</AdminOnly>
      </RouteGuard>
    </IslandBoundary>
  );
}

/** A desk as its page's island, behind the gate. */
export const deskIsland = (Desk: ComponentType) =>
  function DeskIsland({ messages }: { messages: IslandMessages }) {
    return (
      <StaffGate messages={messages}>
        <Desk />
      </StaffGate>
    );
  };
