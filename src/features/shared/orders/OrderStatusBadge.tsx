import type { OrderStatus } from '#domain/orders/order';
import { statusLabel } from './orderStatus';

const STYLES: Record<OrderStatus, string> = {
  processing: 'bg-amber-100 text-amber-900',
  shipped: 'bg-blue-100 text-blue-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-slate-200 text-slate-800',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge ${STYLES[status] ?? STYLES.cancelled}`}>{statusLabel(status)}</span>;
}
