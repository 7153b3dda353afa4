// Reading orders with their items, in the JSON shape the site shows (SPEC §3 Order).
import type { Queryable } from '../db';
import type { OrderItem, OrderStatus } from '../../src/domain/order';

export { orderStatuses, type OrderStatus } from '../../src/domain/order';

export interface OrderRow {
  id: string;
  reference: string;
  user_id: number;
  status: OrderStatus;
  [column: string]: unknown;
}
export interface ItemRow extends OrderItem { order_id: string }

/** An order row and its item rows (by id), in the API's shape. */
export function orderJson({ user_id: _owner, ...order }: OrderRow, items: ItemRow[]) {
  return {
    ...order,
    items: items.filter((i) => i.order_id === order.id).map(({ order_id: _order, ...item }) => item),
  };
}
export type OrderJson = ReturnType<typeof orderJson>;

async function withItems(db: Queryable, orders: OrderRow[]): Promise<OrderJson[]> {
  if (!orders.length) return [];
  const { rows } = await db.query<ItemRow>('SELECT * FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY id', [orders.map((o) => o.id)]);
  return orders.map((o) => orderJson(o, rows));
}

export interface OrderFilter { userId?: number; status?: OrderStatus; q?: string }

function where(f: OrderFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  if (f.userId !== undefined) conds.push(`user_id = $${params.push(f.userId)}`);
  if (f.status) conds.push(`status = $${params.push(f.status)}`);
  if (f.q) {
    const n = params.push(`%${f.q.replace(/[\\%_]/g, '\\$&')}%`);
    conds.push(`(reference ILIKE $${n} OR customer_name ILIKE $${n} OR customer_email ILIKE $${n})`);
  }
  return { sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
}

/** One order; with ownerId, only when it belongs to that user. */
export async function findOrder(db: Queryable, id: string, ownerId?: number): Promise<OrderJson | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)', [id, ownerId ?? null]);
  return (await withItems(db, rows))[0];
}

/** Newest first; limit/offset for paging. */
export async function listOrders(db: Queryable, filter: OrderFilter, page?: { limit: number; offset: number }) {
  const w = where(filter);
  const paging = page ? ` LIMIT $${w.params.push(page.limit)} OFFSET $${w.params.push(page.offset)}` : '';
  const { rows } = await db.query<OrderRow>(`SELECT * FROM orders ${w.sql} ORDER BY created_at DESC, id${paging}`, w.params);
  return withItems(db, rows);
}

export async function countOrders(db: Queryable, filter: OrderFilter): Promise<number> {
  const w = where(filter);
  return (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders ${w.sql}`, w.params)).rows[0].n;
}
