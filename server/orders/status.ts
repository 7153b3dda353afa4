// Order status changes (the moves of src/domain/orders/order.ts): processing → shipped → delivered, processing → cancelled.
// Shipping issues the invoice; a customer may cancel only while staff have not confirmed it
// and no payment is recorded.
// Repeating delivered or cancelled answers the order unchanged; repeating shipped is a 409.
import { ORDER_STATUS_FROM } from '#domain/orders/order';
import type { Order } from '#domain/orders/schemas';
import type { OrderStatusChange } from '#domain/orders/requests';
import { restockCancelledOrder } from '../inventory/stock';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db } from '../db';
import { fail } from '../http/errors';
import type { OrderMailer } from './mail';
import { outboxChanged } from '../mail/outboxSignal';
import { issueInvoice } from './billing';
import { findOrder } from './reads';

export const PAID_ORDER_CANCEL = 'A payment is recorded on this order: call us to cancel it';

export interface StatusChangeOptions {
  /** Only the owner's order can change (someone else's is not found); unset for staff. */
  ownerId?: number;
  /** Who made the change (the owner, or a staff member), for the stock ledger. */
  actorId: number | null;
  mail: OrderMailer;
  /** The change's audit line, written in its transaction (a repeated change is audited too). */
  audit: AuditOf<Order>;
}

export async function changeStatus(
  db: Db,
  orderId: string,
  change: OrderStatusChange,
  { ownerId, actorId, mail, audit }: StatusChangeOptions,
): Promise<Order> {
  let mailed = 0;
  const order = await db.transaction(async (tx) => {
    const shipping = change.status === 'shipped' ? change : null;
    const { rows } = await tx.query(
      `UPDATE orders SET status = $2::text,
         shipped_at = CASE WHEN $2::text = 'shipped' THEN now() ELSE shipped_at END,
         delivered_at = CASE WHEN $2::text = 'delivered' THEN now() ELSE delivered_at END,
         cancelled_at = CASE WHEN $2::text = 'cancelled' THEN now() ELSE cancelled_at END,
         tracking_number = COALESCE($4, tracking_number),
         shipping_method = COALESCE($5, shipping_method)
       WHERE id = $1 AND status = $3 AND ($6::bigint IS NULL OR (user_id = $6 AND confirmed_at IS NULL AND paid_cents = 0))
       RETURNING id`,
      [
        orderId,
        change.status,
        ORDER_STATUS_FROM[change.status],
        shipping?.tracking_number ?? null,
        shipping?.shipping_method ?? null,
        ownerId ?? null,
      ],
    );
    if (rows.length && change.status === 'cancelled') await restockCancelledOrder(tx, orderId, actorId);
    if (rows.length && change.status === 'shipped') await issueInvoice(tx, orderId);
    const order = await findOrder(tx, orderId, ownerId);
    if (!order) return fail(404, 'Order not found');
    // A customer cancels only what staff have not confirmed yet (docs/orders-and-documents.md) and nobody has paid for.
    if (!rows.length && order.status === 'processing' && order.confirmed_at) {
      fail(409, 'This order is confirmed: call us to cancel it');
    }
    if (!rows.length && order.status === 'processing' && order.amount_paid > 0) fail(409, PAID_ORDER_CANCEL);
    if (!rows.length && order.status !== change.status) {
      fail(409, `A ${order.status} order cannot be marked ${change.status}`);
    }
    // A second 'shipped' would silently keep the first tracking number: say so instead.
    if (!rows.length && change.status === 'shipped') fail(409, 'This order is already shipped');
    // Only a change that happened is mailed; a repeated 'delivered' or 'cancelled' is not.
    if (rows.length) mailed = await mail(tx, order, change.status, ownerId === undefined ? 'staff' : 'customer');
    await recordAudit(tx, audit(order));
    return order;
  });
  if (mailed) outboxChanged();
  return order;
}
