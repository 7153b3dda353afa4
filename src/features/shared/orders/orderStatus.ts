// An order's status as the customer's order screens and the staff desk name it.
import type { OrderStatus } from '#domain/orders/order';

export const ORDER_STATUSES: { value: OrderStatus; label: string }[] = [
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];
