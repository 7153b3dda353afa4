// The staff routes of the API (GET/PATCH /admin/orders) and the status changes the desk
// offers: processing → shipped → delivered, processing → cancelled.
import { api } from '../../../lib/api';
import type { Shipment } from '#domain/forms/shipment';
import type { Order } from '#domain/orders/schemas';
import type { StaffOrdersPage } from '#domain/orders/schemas';
import type { OrderSortKey, SortDirection } from '#domain/shared/deskQuery';
import { ORDER_STATUS_FROM, type DeskOrderView, type OrderStatus } from '#domain/orders/order';

export const PAGE_SIZE = 20;
export const ORDERS_LOAD_FAILED = 'Could not load orders. Please try again.';
export const ORDER_UPDATE_FAILED = 'Could not update the order. Please try again.';

export type OrdersPage = StaffOrdersPage;
export interface OrdersQuery {
  /** A status, or 'to_confirm': processing orders not yet confirmed. */
  status: DeskOrderView | '';
  /** Invoiced and unpaid ('awaiting'), or past due too ('overdue'). */
  payment: PaymentFilter;
  q: string;
  from: string;
  to: string;
  sort: OrderSortKey;
  dir: SortDirection;
  page: number;
}
export type PaymentFilter = '' | 'awaiting' | 'overdue';
export const PAYMENT_FILTERS = [
  { value: 'awaiting', label: 'Awaiting payment' },
  { value: 'overdue', label: 'Overdue' },
] as const;

export function fetchOrders({ page, ...filters }: OrdersQuery, signal?: AbortSignal): Promise<OrdersPage> {
  const params = new URLSearchParams({ page: String(page), size: String(PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  return api.get<OrdersPage>(`/admin/orders?${params}`, undefined, { signal });
}

export type Action = 'ship' | 'deliver' | 'cancel';

interface ActionInfo {
  from: OrderStatus;
  button: string;
  title: string;
  question: string;
  done: (reference: string) => string;
}

export const ACTIONS: Record<Action, ActionInfo> = {
  ship: {
    from: ORDER_STATUS_FROM.shipped,
    button: 'Mark as Shipped',
    title: 'Mark order as shipped',
    question: 'The customer will see the tracking number on their order page.',
    done: (ref) => `Order ${ref} marked as shipped`,
  },
  deliver: {
    from: ORDER_STATUS_FROM.delivered,
    button: 'Mark as Delivered',
    title: 'Mark order as delivered',
    question: 'Confirm that the customer has received this order.',
    done: (ref) => `Order ${ref} marked as delivered`,
  },
  cancel: {
    from: ORDER_STATUS_FROM.cancelled,
    button: 'Cancel Order',
    title: 'Cancel this order?',
    question: 'Its items go back into stock. This cannot be undone.',
    done: (ref) => `Order ${ref} cancelled`,
  },
};

export const actionsFor = (status: OrderStatus): Action[] => (Object.keys(ACTIONS) as Action[]).filter((a) => ACTIONS[a].from === status);

export function applyAction(orderId: string, action: Action, shipment?: Shipment): Promise<Order> {
  const body = action === 'ship' ? { status: 'shipped', ...shipment } : { status: action === 'deliver' ? 'delivered' : 'cancelled' };
  return api.patch<Order>(`/admin/orders/${encodeURIComponent(orderId)}`, body);
}
