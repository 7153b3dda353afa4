// Receiving and thresholds on the inventory desk: POST /admin/inventory/receipts books several
// products' restocks in one go (one ledger line and one audit entry each), PUT
// /admin/inventory/{product_id}/threshold sets when a product counts as low. The desk's
// receiving form and threshold field check with the same schemas (loaded when opened).
import { MAX_STOCK, MAX_STOCK_CHANGE } from './inventory';
import { z } from '#domain/shared/zod';

export const MAX_RECEIPT_LINES = 100;
export const RECEIPT_DUPLICATE = 'This product is already on the receipt';
export const RECEIPT_UNKNOWN_PRODUCT = 'Product not found';

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(MAX_STOCK_CHANGE, { error: `Quantity must not exceed ${MAX_STOCK_CHANGE.toLocaleString('en-US')}` });

export const stockReceiptSchema = z.strictObject({
  reference: z
    .string({ error: 'Supplier or reference is required' })
    .trim()
    .min(1, { error: 'Supplier or reference is required' })
    .max(200, { error: 'Supplier or reference must not exceed 200 characters' }),
  lines: z
    .array(
      z.strictObject({
        product_id: z.number({ error: 'Choose a product' }).int({ error: 'Choose a product' }).positive({ error: 'Choose a product' }),
        quantity,
      }),
      { error: 'Add at least one product' },
    )
    .min(1, { error: 'Add at least one product' })
    .max(MAX_RECEIPT_LINES, { error: `A receipt holds at most ${MAX_RECEIPT_LINES} products` })
    .superRefine((lines, ctx) => {
      const seen = new Set<number>();
      lines.forEach((l, i) => {
        if (seen.has(l.product_id)) ctx.addIssue({ code: 'custom', path: [i, 'product_id'], message: RECEIPT_DUPLICATE });
        seen.add(l.product_id);
      });
    }),
});
export type StockReceipt = z.infer<typeof stockReceiptSchema>;

export const lowStockThresholdSchema = z.strictObject({
  low_stock_threshold: z
    .number({ error: 'Low-stock threshold must be a whole number' })
    .int({ error: 'Low-stock threshold must be a whole number' })
    .min(0, { error: 'Low-stock threshold cannot be below 0' })
    .max(MAX_STOCK, { error: 'Low-stock threshold cannot exceed 10,000,000' }),
});
export type LowStockThreshold = z.infer<typeof lowStockThresholdSchema>;
