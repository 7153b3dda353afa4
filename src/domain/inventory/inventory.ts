// Live stock rules shared by the inventory desk and the API: the reasons a person may give
// for a stock change, the low-stock badge, and the desk's messages.

export const adjustmentReasons = ['restock', 'count_correction', 'damaged', 'returned'] as const;
export type AdjustmentReason = (typeof adjustmentReasons)[number];
export const movementReasons = ['checkout', 'cancellation', ...adjustmentReasons] as const;
export type MovementReason = (typeof movementReasons)[number];

export const REASON_LABELS: Record<MovementReason, string> = {
  checkout: 'Checkout',
  cancellation: 'Cancellation',
  restock: 'Restock received',
  count_correction: 'Count correction',
  damaged: 'Damaged',
  returned: 'Returned',
};

export const STOCK_BELOW_ZERO = 'Stock cannot go below 0';
export const DEFAULT_LOW_STOCK_THRESHOLD = 2;
export const MAX_STOCK_CHANGE = 100_000;
/** The most stock a product can hold: far inside the INTEGER column, with room for cancelled orders coming back. */
export const MAX_STOCK = 10_000_000;
export const STOCK_ABOVE_MAX = 'Stock cannot exceed 10,000,000';

export type StockLevel = 'in_stock' | 'low_stock' | 'out_of_stock';
export const STOCK_LEVEL_LABELS: Record<StockLevel, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

/** Out of stock at 0; low at or below the product's threshold. */
export const stockLevel = (stock: number, threshold: number): StockLevel =>
  stock <= 0 ? 'out_of_stock' : stock <= threshold ? 'low_stock' : 'in_stock';
