// An order's confirmation and invoice as PDF downloads (the customer's own, or any for staff),
// rendered once per version of the order and kept; each account downloads at most 20 a minute.
import type { Context } from 'hono';
import type { Order } from '#domain/orders/schemas';
import type { AuthEnv } from '../auth/middleware';
import type { Deps } from '../deps';
import { fail } from '../http/errors';
import { enforceLimit } from '../http/rateLimit';
import { shopParams } from '../mail/shop';
import { pickupYards } from './pickupYard';
import type { OrderDocumentKind } from './OrderDocument';
import { orderDocumentPdf } from './documentCache';
import { orderDocumentName } from './documents';
import { refusal } from '../openapi/describe';

export const DOCUMENTS_PER_MINUTE = 20;

const tooManyDocuments = (retryAfter: number) =>
  `Too many document downloads from this account (at most ${DOCUMENTS_PER_MINUTE} a minute). Please try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`;

export const pdfAnswer = (what: string) => ({
  summary: `The order’s ${what} (PDF)`,
  responses: {
    200: { description: `The ${what}`, content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } } },
    404: refusal(`Order not found, or it has no ${what} yet`),
    429: refusal(`More than ${DOCUMENTS_PER_MINUTE} documents a minute from the account (Retry-After)`),
  },
});

/** Answers the order's document as an attachment; 404 while it does not exist yet. */
export function orderDocumentResponder({ db, config }: Pick<Deps, 'db' | 'config'>) {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const yards = pickupYards(config.contentDir);
  const limit = config.rateLimitDisabled ? Infinity : DOCUMENTS_PER_MINUTE;
  return async (c: Context<AuthEnv>, kind: OrderDocumentKind, order: Order | undefined) => {
    await enforceLimit(db, `order-document:user ${c.var.user.id}`, limit, 60, tooManyDocuments);
    if (!order) return fail(404, 'Order not found');
    if (kind === 'invoice' && !order.invoice_number) fail(404, 'This order has no invoice yet: it is made when the order ships');
    if (kind === 'confirmation' && !order.confirmed_at) fail(404, 'This order is not confirmed yet');
    const pdf = await orderDocumentPdf({ kind, order, shop, pickupYard: yards[order.lang] });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderDocumentName(kind, order)}"`,
      'Cache-Control': 'private, no-store',
    });
  };
}
