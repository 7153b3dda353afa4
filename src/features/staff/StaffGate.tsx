// The frame of every staff desk: signed-out visitors go to /login (route guard); signed-in
// people without the admin role are told they may not view the page.
import { useStore } from '@nanostores/react';
import { useEffect, type ReactNode } from 'react';
import { $isAdmin } from '../shared/session/authStore';
import { LAST_DESK } from '../shared/session/navigation';
import { RouteGuard } from '../shared/session/RouteGuard';
import { IslandBoundary } from '../shared/IslandBoundary';
import { staffDesks, type StaffDeskId } from '../../components/layout/staffDesks';

export const NO_PERMISSION = 'You do not have permission to view this page.';

function AdminOnly({ children }: { children: ReactNode }) {
  if (useStore($isAdmin)) return <>{children}</>;
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

export function StaffGate({ children }: { children: ReactNode }) {
  return (
    <IslandBoundary>
      <RouteGuard>
        <AdminOnly>{children}</AdminOnly>
      </RouteGuard>
    </IslandBoundary>
  );
}

/** Links between the staff desks; the desk shown is the one staff land on at their next sign-in. */
export function StaffDeskLinks({ current }: { current: StaffDeskId }) {
  useEffect(() => {
    try {
      localStorage.setItem(LAST_DESK, location.pathname.replace(/\/$/, ''));
    } catch {
      // Storage refused (private mode): staff land on the order desk.
    }
  }, []);
  return (
    <nav aria-label="Staff desks" className="flex flex-wrap gap-2">
      {staffDesks.map((d) => (
        <a
          key={d.id}
          href={d.href}
          className={`btn ${d.id === current ? 'btn-primary' : 'btn-outline'}`}
          aria-current={d.id === current ? 'page' : undefined}
        >
          {d.label}
        </a>
      ))}
    </nav>
  );
}
