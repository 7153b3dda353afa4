// POST /admin/inventory/{product_id}/adjustments: the API's schema, also checked by the
// staff desk's adjustment dialog (which loads only when a stock change is started).
import { adjustmentReasons, MAX_STOCK_CHANGE } from './inventory';
import { z } from '#domain/shared/zod';

export const stockAdjustmentSchema = z.strictObject({
  change: z
    .number({ error: 'Change must be a whole number' })
    .int({ error: 'Change must be a whole number' })
    .refine((n) => n !== 0, { error: 'Change cannot be 0' })
    .refine((n) => Math.abs(n) <= MAX_STOCK_CHANGE, { error: `Change must be between -${MAX_STOCK_CHANGE} and ${MAX_STOCK_CHANGE}` }),
  reason: z.enum(adjustmentReasons, { error: 'Reason must be one of restock, count_correction, damaged, returned' }),
  note: z.string({ error: 'Note must be text' }).trim().max(500, { error: 'Note must not exceed 500 characters' }).optional(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentSchema>;
