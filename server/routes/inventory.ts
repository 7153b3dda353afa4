// Staff inventory desk: live stock per product, signed adjustments with a reason, and each
// product's ledger (mounted at /admin/inventory).
import { Hono } from 'hono';
import { z } from 'zod';
import { inventoryItemSchema, movementsPageSchema, stockAdjustedSchema } from '../../src/domain/api';
import { STOCK_ABOVE_MAX, STOCK_BELOW_ZERO } from '../../src/domain/inventory';
import { stockAdjustmentSchema } from '../../src/domain/stockAdjustment';
import { requireAdmin } from '../auth/middleware';
import { adjustStock, listInventory, listMovements } from '../data/inventory';
import { recordAudit } from '../data/audit';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { fail } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal } from '../openapi/describe';
import { pageQueryFields, pageWindow } from '../../src/domain/requests';

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
    .post('/:product_id/adjustments', describe.adjustStock, jsonBody(stockAdjustmentSchema), async (c) => {
      const result = await adjustStock(db, productId(c.req.param('product_id')), c.var.body, c.var.user.id);
      const product = catalogue.byId(result.movement.product_id)!;
      await recordAudit(db, {
        action: 'inventory.adjust',
        actor: c.var.user,
        target: product.slug,
        clientIp: clientIp(c, config.trustProxy),
        detail: { ...c.var.body, stock_after: result.stock },
      });
      return c.json(result, 201);
    })
    .get('/:product_id/movements', describe.listStockMovements, async (c) => {
      const id = productId(c.req.param('product_id'));
      const { page, size } = parseQuery(movementsQuerySchema, c.req.query());
      const { items, total } = await listMovements(db, id, pageWindow({ page, size }));
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page });
    });
}
