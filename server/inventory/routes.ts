// Staff inventory desk: live stock per product, signed adjustments with a reason, and each
// product's ledger (mounted at /admin/inventory).
import { Hono } from 'hono';
import { z } from 'zod';
import {
  inventoryItemSchema,
  movementsPageSchema,
  stockAdjustedSchema,
  stockReceivedSchema,
  thresholdSetSchema,
} from '#domain/inventory/schemas';
import { STOCK_ABOVE_MAX, STOCK_BELOW_ZERO } from '#domain/inventory/inventory';
import { stockAdjustmentSchema } from '#domain/inventory/stockAdjustment';
import { requireAdmin } from '../auth/middleware';
import { lowStockThresholdSchema, RECEIPT_UNKNOWN_PRODUCT, stockReceiptSchema } from '#domain/inventory/stockReceipt';
import { listInventory, listMovements } from './stock';
import { adjustStockByStaff, receiveStockByStaff, setThresholdByStaff } from './staffStock';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { ApiError, fail } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal } from '../openapi/describe';
import { pageQueryFields, pageWindow } from '#domain/orders/requests';

const NOT_FOUND = 'Product not found';

export const movementsQuerySchema = z.object({
  ...pageQueryFields(20),
});

const describe = describeOperations({
  listInventory: {
    summary: 'Every product’s live stock and what processing orders hold',
    responses: { 200: answer('The products by name', z.array(inventoryItemSchema)) },
  },
  adjustStock: {
    summary: 'Change a product’s stock by a signed amount, with a reason',
    responses: {
      201: answer('The stock and its ledger line', stockAdjustedSchema),
      404: refusal(NOT_FOUND),
      409: refusal(`${STOCK_BELOW_ZERO}, or ${STOCK_ABOVE_MAX.replace('Stock cannot', 'cannot')}`),
    },
  },
  receiveStock: {
    summary: 'Book a delivery of several products at once: one restock ledger line and one audit entry per product, all or none',
    responses: {
      201: answer('Each product’s new stock and its ledger line', stockReceivedSchema),
      409: refusal(`A product would exceed 10,000,000 in stock; nothing was booked`),
    },
  },
  setLowStockThreshold: {
    summary: 'Set the stock at or below which a product counts as low (audited)',
    responses: { 200: answer('The threshold now in force', thresholdSetSchema), 404: refusal(NOT_FOUND) },
  },
  listStockMovements: {
    summary: 'A product’s stock ledger, newest first, paged',
    parameters: queryParameters(movementsQuerySchema),
    responses: { 200: answer('A page of ledger lines', movementsPageSchema), 404: refusal(NOT_FOUND), 422: queryRefusal },
  },
});

export function inventoryRoutes({ db, config, catalogue, requireUser }: Deps) {
  const productId = (raw: string) => {
    const id = intId(raw, NOT_FOUND);
    return catalogue.byId(id) ? id : fail(404, NOT_FOUND);
  };
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/', describe.listInventory, async (c) => c.json(await listInventory(db, catalogue)))
    .post('/receipts', describe.receiveStock, jsonBody(stockReceiptSchema), async (c) => {
      const receipt = c.var.body;
      const unknown = receipt.lines.flatMap((l, i) =>
        catalogue.byId(l.product_id)
          ? []
          : [{ loc: ['body', 'lines', i, 'product_id'], msg: RECEIPT_UNKNOWN_PRODUCT, type: 'value_error' }],
      );
      if (unknown.length) throw new ApiError(422, unknown);
      const result = await receiveStockByStaff(db, receipt, c.var.user.id, (line) => ({
        action: 'inventory.adjust',
        actor: c.var.user,
        target: catalogue.byId(line.product_id)!.slug,
        clientIp: clientIp(c, config.trustProxy),
        detail: { change: line.movement.change, reason: 'restock', note: receipt.reference, stock_after: line.stock, receipt: true },
      }));
      return c.json(result, 201);
    })
    .put('/:product_id/threshold', describe.setLowStockThreshold, jsonBody(lowStockThresholdSchema), async (c) => {
      const id = productId(c.req.param('product_id'));
      const to = c.var.body.low_stock_threshold;
      const product = catalogue.byId(id)!;
      const from = await setThresholdByStaff(db, id, to, product.low_stock_threshold, (previous) => ({
        action: 'inventory.threshold',
        actor: c.var.user,
        target: product.slug,
        clientIp: clientIp(c, config.trustProxy),
        detail: { from: previous, to },
      }));
      if (from === null) return fail(404, NOT_FOUND);
      return c.json({ product_id: id, low_stock_threshold: to });
    })
    .post('/:product_id/adjustments', describe.adjustStock, jsonBody(stockAdjustmentSchema), async (c) => {
      const result = await adjustStockByStaff(db, productId(c.req.param('product_id')), c.var.body, c.var.user.id, (adjusted) => ({
        action: 'inventory.adjust',
        actor: c.var.user,
        target: catalogue.byId(adjusted.movement.product_id)!.slug,
        clientIp: clientIp(c, config.trustProxy),
        detail: { ...c.var.body, stock_after: adjusted.stock },
      }));
      return c.json(result, 201);
    })
    .get('/:product_id/movements', describe.listStockMovements, async (c) => {
      const id = productId(c.req.param('product_id'));
      const { page, size } = parseQuery(movementsQuerySchema, c.req.query());
      const { items, total } = await listMovements(db, id, pageWindow({ page, size }));
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page });
    });
}
