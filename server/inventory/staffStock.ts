// Staff's changes of stock, each one transaction with its audit lines: an adjustment, a
// delivery of several products (all or none), a low-stock threshold.
import type { StockAdjustment } from '#domain/inventory/stockAdjustment';
import type { StockReceipt } from '#domain/inventory/stockReceipt';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db } from '../db';
import { adjustStock, receiveStock, setLowStockThreshold } from './stock';

export type StockAdjusted = Awaited<ReturnType<typeof adjustStock>>;
export type ReceivedLine = Awaited<ReturnType<typeof receiveStock>>['lines'][number];

/** A signed change of a product's stock with a reason (see adjustStock). */
export const adjustStockByStaff = (
  db: Db,
  productId: number,
  adjustment: StockAdjustment,
  actorId: number,
  audit: AuditOf<StockAdjusted>,
) =>
  db.transaction(async (tx) => {
    const adjusted = await adjustStock(tx, productId, adjustment, actorId);
    await recordAudit(tx, audit(adjusted));
    return adjusted;
  });

/** A delivery of several products (see receiveStock): one audit line per product. */
export const receiveStockByStaff = (db: Db, receipt: StockReceipt, actorId: number, audit: AuditOf<ReceivedLine>) =>
  db.transaction(async (tx) => {
    const booked = await receiveStock(tx, receipt, actorId);
    for (const line of booked.lines) await recordAudit(tx, audit(line));
    return booked;
  });

/** Sets a product's low-stock threshold; answers the one in force before (the audit line's subject), or null for no such product. */
export const setThresholdByStaff = (db: Db, productId: number, threshold: number, contentDefault: number, audit: AuditOf<number>) =>
  db.transaction(async (tx) => {
    const from = await setLowStockThreshold(tx, productId, threshold, contentDefault);
    if (from !== null) await recordAudit(tx, audit(from));
    return from;
  });
