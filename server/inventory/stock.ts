// Live stock and its ledger (tables inventory, stock_movements). Every change of stock goes
// through one pattern: a data-modifying CTE that updates inventory.stock relative to itself
// and writes the ledger row from the UPDATE's RETURNING — one statement, so no change can be
// lost between a read and a write, and the schema's CHECK (stock >= 0) refuses an oversell.
import { MAX_STOCK, STOCK_ABOVE_MAX, STOCK_BELOW_ZERO } from '#domain/inventory/inventory';
import type { InventoryItem, StockMovement } from '#domain/inventory/schemas';
import type { StockAdjustment } from '#domain/inventory/stockAdjustment';
import type { StockReceipt } from '#domain/inventory/stockReceipt';
import type { Catalogue } from '../catalogue/catalogue';
import type { Queryable } from '../db';
import { fail } from '../http/errors';

export const isStockCheckViolation = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; message?: string };
  return e?.code === '23514' && (e.constraint ?? e.message ?? '').includes('inventory_stock_check');
};

const int = (n: number) => {
  if (!Number.isSafeInteger(n)) throw new Error(`not an integer: ${n}`);
  return n;
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The checkout's reservation as SQL text, sent together with COMMIT (see server/orders/checkout.ts):
 * one statement per product, lowering stock and writing its 'checkout' ledger row.
 */
export function checkoutReservationSql(lines: { productId: number; quantity: number }[], orderId: string, customerId: number): string {
  if (!UUID.test(orderId)) throw new Error(`not an order id: ${orderId}`);
  return lines
    .map(
      (
        l,
      ) => `WITH moved AS (UPDATE inventory SET stock = stock - ${int(l.quantity)} WHERE product_id = ${int(l.productId)} RETURNING product_id, stock)
INSERT INTO stock_movements (product_id, change, stock_after, reason, actor_id, order_id)
SELECT product_id, ${-int(l.quantity)}, stock, 'checkout', ${int(customerId)}, '${orderId}' FROM moved`,
    )
    .join(';\n');
}

/** A cancelled order's items go back on the shelf, each with a 'cancellation' ledger row. */
export async function restockCancelledOrder(tx: Queryable, orderId: string, actorId: number | null): Promise<void> {
  await tx.query(
    `WITH items AS (
       SELECT product_id, sum(quantity)::int AS quantity FROM order_items WHERE order_id = $1 GROUP BY product_id
     ), moved AS (
       UPDATE inventory i SET stock = i.stock + items.quantity FROM items
       WHERE i.product_id = items.product_id RETURNING i.product_id, i.stock, items.quantity
     )
     INSERT INTO stock_movements (product_id, change, stock_after, reason, actor_id, order_id)
     SELECT product_id, quantity, stock, 'cancellation', $2, $1 FROM moved`,
    [orderId, actorId],
  );
}

interface MovementRow {
  id: string;
  created_at: Date;
  product_id: number;
  change: number;
  stock_after: number;
  reason: StockMovement['reason'];
  actor: string | null;
  order_reference: string | null;
  note: string | null;
}

const movementJson = (r: MovementRow): StockMovement => ({
  ...r,
  id: Number(r.id),
  created_at: new Date(r.created_at).toISOString(),
});

/** Staff change stock by a signed amount with a reason; 409 when it would go below 0 or above MAX_STOCK. */
export async function adjustStock(db: Queryable, productId: number, adjustment: StockAdjustment, actorId: number) {
  try {
    const { rows } = await db.query<MovementRow>(
      `WITH moved AS (
         UPDATE inventory SET stock = stock + $2 WHERE product_id = $1 AND stock::bigint + $2 <= $6 RETURNING product_id, stock
       ), entry AS (
         INSERT INTO stock_movements (product_id, change, stock_after, reason, actor_id, note)
         SELECT product_id, $2, stock, $3, $4, $5 FROM moved RETURNING *
       )
       SELECT entry.id, entry.created_at, entry.product_id, entry.change, entry.stock_after, entry.reason,
              u.email AS actor, NULL::text AS order_reference, entry.note
       FROM entry LEFT JOIN users u ON u.id = entry.actor_id`,
      [productId, adjustment.change, adjustment.reason, actorId, adjustment.note || null, MAX_STOCK],
    );
    if (!rows[0]) {
      const { rows: known } = await db.query('SELECT 1 FROM inventory WHERE product_id = $1', [productId]);
      return known[0] ? fail(409, STOCK_ABOVE_MAX) : fail(404, 'Product not found');
    }
    return { stock: rows[0].stock_after, movement: movementJson(rows[0]) };
  } catch (err) {
    if (isStockCheckViolation(err)) fail(409, STOCK_BELOW_ZERO);
    throw err;
  }
}

/**
 * A delivery of several products: one 'restock' ledger line each, noted with the receipt's
 * reference. Run it in a transaction: a line refused (above MAX_STOCK) undoes the others.
 */
export async function receiveStock(tx: Queryable, receipt: StockReceipt, actorId: number) {
  const lines = [];
  for (const { product_id, quantity } of receipt.lines) {
    const booked = await adjustStock(tx, product_id, { change: quantity, reason: 'restock', note: receipt.reference }, actorId);
    lines.push({ product_id, ...booked });
  }
  return { reference: receipt.reference, lines };
}

/** Sets a product's low-stock threshold; answers the one in force before (the content's when never set), or null for no such product. */
export async function setLowStockThreshold(db: Queryable, productId: number, threshold: number, contentDefault: number) {
  const { rows } = await db.query<{ previous: number | null }>(
    `UPDATE inventory i SET low_stock_threshold = $2 FROM (SELECT low_stock_threshold FROM inventory WHERE product_id = $1 FOR UPDATE) old
     WHERE i.product_id = $1 RETURNING old.low_stock_threshold AS previous`,
    [productId, threshold],
  );
  return rows[0] ? (rows[0].previous ?? contentDefault) : null;
}

/** Every product of the catalogue with its live stock and what processing orders hold. */
export async function listInventory(db: Queryable, catalogue: Catalogue): Promise<InventoryItem[]> {
  const { rows } = await db.query<{ product_id: number; stock: number; on_order: number; low_stock_threshold: number | null }>(
    `SELECT i.product_id, i.stock, i.low_stock_threshold, COALESCE(sum(oi.quantity) FILTER (WHERE o.id IS NOT NULL), 0)::int AS on_order
     FROM inventory i
     LEFT JOIN order_items oi ON oi.product_id = i.product_id
     LEFT JOIN orders o ON o.id = oi.order_id AND o.status = 'processing'
     GROUP BY i.product_id`,
  );
  const live = new Map(rows.map((r) => [r.product_id, r]));
  return catalogue
    .all()
    .filter((p) => live.has(p.id))
    .map((p) => ({
      product_id: p.id,
      slug: p.slug,
      name: p.name,
      part_number: p.part_number,
      stock: live.get(p.id)!.stock,
      on_order: live.get(p.id)!.on_order,
      low_stock_threshold: live.get(p.id)!.low_stock_threshold ?? p.low_stock_threshold,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One product's ledger, newest first. */
export async function listMovements(db: Queryable, productId: number, page: { limit: number; offset: number }) {
  const [{ rows }, count] = await Promise.all([
    db.query<MovementRow>(
      `SELECT m.id, m.created_at, m.product_id, m.change, m.stock_after, m.reason, u.email AS actor, o.reference AS order_reference, m.note
       FROM stock_movements m
       LEFT JOIN users u ON u.id = m.actor_id
       LEFT JOIN orders o ON o.id = m.order_id
       WHERE m.product_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`,
      [productId, page.limit, page.offset],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_movements WHERE product_id = $1', [productId]),
  ]);
  return { items: rows.map(movementJson), total: count.rows[0].n };
}
