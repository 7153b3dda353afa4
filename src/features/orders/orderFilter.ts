// The /orders list: newest first, searched by order reference/id or total, filtered by status.
import { formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import type { OrderStatus } from '#domain/orders/order';

export const newestFirst = (orders: Order[]): Order[] =>
  [...orders].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());

function matchesSearch(order: Order, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  const amount = q.replace(/[$,\s]/g, '');
  return (
    order.reference.toLowerCase().includes(q) ||
    order.id.toLowerCase().includes(q) ||
    formatPrice(order.total_amount).toLowerCase().includes(q) ||
    (amount !== '' && (String(order.total_amount).includes(amount) || order.total_amount.toFixed(2).includes(amount)))
  );
}

export function filterOrders(orders: Order[], search: string, status: OrderStatus | ''): Order[] {
  return newestFirst(orders).filter((o) => (!status || o.status === status) && matchesSearch(o, search));
}

/** Up to 4 thumbnails; the fourth carries '+N' when more items are left out. */
export function thumbnails<T>(items: T[]): { shown: T[]; more: number } {
  return { shown: items.slice(0, 4), more: Math.max(0, items.length - 4) };
}
