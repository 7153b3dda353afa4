// Staff's billing actions on an order, each one transaction: the change, its e-mail and its
// audit line commit together, or none of them does.
import type { OrderConfirmation, PaymentRecord } from '#domain/orders/billingRequests';
import type { Order } from '#domain/orders/schemas';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db } from '../db';
import { outboxChanged } from '../mail/outboxSignal';
import { confirmOrder, recordPayment } from './billing';
import type { OrderMailer } from './mail';
import { findOrder } from './reads';

/** Confirms the order (contract prices, freight, terms, ship date) and queues its confirmation e-mail. */
export async function confirmOrderByStaff(db: Db, id: string, confirmation: OrderConfirmation, mail: OrderMailer, audit: AuditOf<Order>) {
  const order = await db.transaction(async (tx) => {
    await confirmOrder(tx, id, confirmation);
    const confirmed = (await findOrder(tx, id))!;
    await mail(tx, confirmed, 'confirmed', 'staff');
    await recordAudit(tx, audit(confirmed));
    return confirmed;
  });
  outboxChanged();
  return order;
}

/** Records a payment against the order. */
export const recordPaymentByStaff = (db: Db, id: string, payment: PaymentRecord, staffId: number, audit: AuditOf<Order>) =>
  db.transaction(async (tx) => {
    await recordPayment(tx, id, payment, staffId);
    const order = (await findOrder(tx, id))!;
    await recordAudit(tx, audit(order));
    return order;
  });
