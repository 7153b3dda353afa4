// Orders' statuses and the moves between them, shared by the server, the customer's order
// screens and the staff desk. The order's shape is in ./schemas.ts; this file imports no
// zod, so an island importing the moves gets none.
export const orderStatuses = ['processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The order desk's views: processing orders staff have still to confirm, then each status. */
export const deskOrderViews = ['to_confirm', ...orderStatuses] as const;
export type DeskOrderView = (typeof deskOrderViews)[number];
/** A processing order staff have not confirmed yet: a quote request. */
export const awaitsConfirmation = (o: { status: string; confirmed_at: string | null }): boolean =>
  o.status === 'processing' && !o.confirmed_at;

/** The status an order must have to move to each other one: processing → shipped → delivered, processing → cancelled. */
export const ORDER_STATUS_FROM = {
  shipped: 'processing',
  delivered: 'shipped',
  cancelled: 'processing',
} as const satisfies Record<Exclude<OrderStatus, 'processing'>, OrderStatus>;

/** A customer cancels an order themselves only while it is processing, unconfirmed and unpaid (the server checks the same). */
export const customerMayCancel = (o: { status: string; confirmed_at: string | null; amount_paid: number }): boolean =>
  o.status === ORDER_STATUS_FROM.cancelled && !o.confirmed_at && o.amount_paid === 0;

/** Staff confirm (or confirm again) a processing order until a payment is recorded against its total. */
export const staffMayConfirm = (o: { status: string; amount_paid: number }): boolean => o.status === 'processing' && o.amount_paid === 0;
