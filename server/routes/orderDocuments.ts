// An order's confirmation and invoice as PDF downloads (the customer's own, or any for staff).
import type { Context } from 'hono';
import type { Order } from '../../src/domain/order';
import type { Config } from '../config';
import { fail } from '../http/errors';
import { pickupYardOf, readSiteFacts, shopParams } from '../mail/shop';
import type { OrderDocumentKind } from '../pdf/OrderDocument';
import { orderDocumentName, renderOrderDocument } from '../pdf/orderDocuments';
import { refusal } from '../openapi/describe';

export const pdfAnswer = (what: string) => ({
  summary: `The order’s ${what} (PDF)`,
  responses: {
    200: { description: `The ${what}`, content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } } },
    404: refusal(`Order not found, or it has no ${what} yet`),
  },
});

/** Answers the order's document as an attachment; 404 while it does not exist yet. */
export function orderDocumentResponder(config: Pick<Config, 'contentDir' | 'siteUrl'>) {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const pickupYard = pickupYardOf(readSiteFacts(config.contentDir));
  return async (c: Context, kind: OrderDocumentKind, order: Order | undefined) => {
    if (!order) return fail(404, 'Order not found');
    if (kind === 'invoice' && !order.invoice_number) fail(404, 'This order has no invoice yet: it is made when the order ships');
    if (kind === 'confirmation' && !order.confirmed_at) fail(404, 'This order is not confirmed yet');
    const pdf = await renderOrderDocument({ kind, order, shop, pickupYard });
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${orderDocumentName(kind, order)}"`,
      'Cache-Control': 'private, no-store',
    });
  };
}
