// Staff's own reads and mail around an order's confirmation: the terms its customer may be
// given, and re-sending the confirmation or the invoice PDF to the customer's account address.
import { startingTerms, termsAllowed } from '#domain/orders/confirmation';
import type { Order } from '#domain/orders/schemas';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db, Queryable } from '../db';
import { fail } from '../http/errors';
import { outboxChanged } from '../mail/outboxSignal';
import type { OrderDocumentMailer } from './mail';
import { findOrder } from './reads';

export type ResentDocument = 'confirmation' | 'invoice';
const NOT_FOUND = 'Order not found';

/** The terms staff may confirm the order with, and where the dialog starts (see termsAllowed, startingTerms). */
export async function confirmationTerms(db: Queryable, id: string) {
  const order = (await findOrder(db, id)) ?? fail(404, NOT_FOUND);
  const { rows } = await db.query<{ net_terms: boolean }>(
    'SELECT u.net_terms FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1',
    [id],
  );
  const allowed = termsAllowed(rows[0]?.net_terms ?? false);
  return { allowed, start: startingTerms(order, allowed) };
}

/** Queues the document again with its audit line, in one transaction; 409 while the order has no such document. */
export async function resendDocument(
  db: Db,
  id: string,
  kind: ResentDocument,
  mail: OrderDocumentMailer,
  audit: AuditOf<{ order: Order; sentTo: string }>,
) {
  const sentTo = await db.transaction(async (tx) => {
    const order = (await findOrder(tx, id)) ?? fail(404, NOT_FOUND);
    if (kind === 'invoice' && !order.invoice_number) fail(409, 'This order has no invoice yet: it is made when the order ships');
    if (kind === 'confirmation' && !order.confirmed_at) fail(409, 'This order is not confirmed yet');
    const to = (await mail(tx, order, kind)) ?? fail(409, 'The customer’s account has no e-mail address');
    await recordAudit(tx, audit({ order, sentTo: to }));
    return to;
  });
  outboxChanged();
  return { sent_to: sentTo };
}
