import type { OrderStatus } from '#domain/orders/order';
import { useMessages } from '../useMessages';

const STYLES: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const labels: Record<string, string> = useMessages('ui').order.status;
  return <span className={`badge ${STYLES[status] ?? STYLES.cancelled}`}>{labels[status] ?? status}</span>;
}
