// The API shapes of inventory: stock lines, the stock ledger, adjustments, receipts and thresholds.
// Each shape is defined once: the server's serializers are typed by it, the OpenAPI document is
// generated from it, and the islands infer their types from it (type imports only, so no schema
// code reaches the browser). `.meta({ id })` names a component of the OpenAPI document.
import { movementReasons } from './inventory';
import { pageOf, id, count, timestamp } from '#domain/shared/schemas';
import { z } from '#domain/shared/zod';

export const inventoryItemSchema = z
  .object({
    product_id: id,
    slug: z.string(),
    name: z.string(),
    part_number: z.string(),
    stock: count,
    on_order: count,
    low_stock_threshold: count,
  })
  .meta({ id: 'InventoryItem' });
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** One line of the stock ledger. */
export const stockMovementSchema = z
  .object({
    id,
    created_at: timestamp,
    product_id: id,
    change: z.number().int(),
    stock_after: count,
    reason: z.enum(movementReasons),
    actor: z.string().nullable(),
    order_reference: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'StockMovement' });
export type StockMovement = z.infer<typeof stockMovementSchema>;
export const movementsPageSchema = pageOf(stockMovementSchema);
export const stockAdjustedSchema = z.object({ stock: count, movement: stockMovementSchema });
/** A receipt booked (POST /admin/inventory/receipts): each product's new stock and ledger line, in the receipt's order. */
export const stockReceivedSchema = z.object({ reference: z.string(), lines: z.array(stockAdjustedSchema.extend({ product_id: id })) });
export type StockReceived = z.infer<typeof stockReceivedSchema>;
export const thresholdSetSchema = z.object({ product_id: id, low_stock_threshold: count });
