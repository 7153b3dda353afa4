// Every call of the inventory desk: live stock, adjustments and a product's ledger.
import type { StockReceived } from '#domain/inventory/schemas';
import type { InventoryItem, StockMovement } from '#domain/inventory/schemas';
import type { StockAdjustment } from '#domain/inventory/stockAdjustment';
import type { StockReceipt } from '#domain/inventory/stockReceipt';
import { api } from '../../../lib/api';

export const INVENTORY_LOAD_FAILED = 'Could not load the inventory. Please try again.';
export const ADJUST_FAILED = 'Could not change the stock. Please try again.';
export const RECEIVE_FAILED = 'Could not book the delivery. Please try again.';
export const THRESHOLD_FAILED = 'Could not change the low-stock threshold. Please try again.';
export const HISTORY_LOAD_FAILED = 'Could not load the stock history. Please try again.';

export interface MovementsPage {
  items: StockMovement[];
  total: number;
  pages: number;
  current_page: number;
}

export const fetchInventory = (signal?: AbortSignal) => api.get<InventoryItem[]>('/admin/inventory', undefined, { signal });

export const adjustStock = (productId: number, adjustment: StockAdjustment) =>
  api.post<{ stock: number; movement: StockMovement }>(`/admin/inventory/${productId}/adjustments`, adjustment);

export const fetchMovements = (productId: number, page = 1) =>
  api.get<MovementsPage>(`/admin/inventory/${productId}/movements?page=${page}&size=20`);

export const receiveStock = (receipt: StockReceipt) => api.post<StockReceived>('/admin/inventory/receipts', receipt);

export const setLowStockThreshold = (productId: number, low_stock_threshold: number) =>
  api.put<{ product_id: number; low_stock_threshold: number }>(`/admin/inventory/${productId}/threshold`, { low_stock_threshold });
