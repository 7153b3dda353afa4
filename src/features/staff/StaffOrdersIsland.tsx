// /staff/orders: signed-in staff with role admin get the order desk; anyone else signed in
// is told they may not view it; signed-out visitors go to /login (route guard).
import { RouteGuard } from '../auth/RouteGuard';
import { useAuth } from '../auth/useAuth';
import { IslandBoundary } from '../shared/IslandBoundary';
import { OrderDesk } from './OrderDesk';

export const NO_PERMISSION = 'You do not have permission to view this page.';

function AdminOnly() {
  const { user } = useAuth();
  if (user?.role === 'admin') return <OrderDesk />;
  return (
    <div role="alert" className="card mx-auto max-w-xl p-10 text-center">
      <h1 className="text-2xl">Access denied</h1>
      <p className="mt-3 text-slate-800">{NO_PERMISSION}</p>
      <a href="/" className="btn btn-primary mt-6">Back to Home</a>
    </div>
  );
}

export default function StaffOrdersIsland() {
  return (
    <IslandBoundary>
      <RouteGuard>
        <AdminOnly />
      </RouteGuard>
    </IslandBoundary>
  );
}
