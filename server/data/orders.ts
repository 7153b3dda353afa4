// Reading orders with their items, in the JSON shape the site shows (SPEC §3 Order).
import type { Queryable } from '../db';
import type { Order, OrderItem, OrderStatus } from '../../src/domain/order';
import { fromCents } from '../../src/domain/pricing';

export { orderStatuses, type OrderStatus } from '../../src/domain/order';

type Dates = 'created_at' | 'paid_at' | 'shipped_at' | 'delivered_at' | 'cancelled_at' | 'confirmed_at' | 'invoiced_at';
type Derived = 'tax_exempt' | 'freight_cost' | 'amount_paid';
/** A row of orders: the API's order without its items, with its owner and the database's dates. */
export interface OrderRow extends Omit<Order, 'items' | Dates | Derived> {
  user_id: number;
  created_at: Date;
  paid_at: Date | null;
  shipped_at: Date | null;
  delivered_at: Date | null;
  cancelled_at: Date | null;
  confirmed_at: Date | null;
  invoiced_at: Date | null;
  tax_certificate_id: number | null;
  freight_cents: number;
  paid_cents: number;
}
export interface ItemRow extends OrderItem {
  order_id: string;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** An order row and its item rows (by id), in the API's shape. */
export function orderJson({ user_id: _owner, tax_certificate_id, freight_cents, paid_cents, ...order }: OrderRow, items: ItemRow[]): Order {
  return {
    ...order,
    created_at: new Date(order.created_at).toISOString(),
    paid_at: iso(order.paid_at),
    shipped_at: iso(order.shipped_at),
    delivered_at: iso(order.delivered_at),
    cancelled_at: iso(order.cancelled_at),
    confirmed_at: iso(order.confirmed_at),
    invoiced_at: iso(order.invoiced_at),
    tax_exempt: tax_certificate_id !== null,
    freight_cost: fromCents(freight_cents),
    amount_paid: fromCents(paid_cents),
    items: items.filter((i) => i.order_id === order.id).map(({ order_id: _order, ...item }) => item),
  };
}

async function withItems(db: Queryable, orders: OrderRow[]): Promise<Order[]> {
  if (!orders.length) return [];
  const { rows } = await db.query<ItemRow>('SELECT * FROM order_items WHERE order_id = ANY($1::uuid[]) ORDER BY id', [
    orders.map((o) => o.id),
  ]);
  return orders.map((o) => orderJson(o, rows));
}

export interface OrderFilter {
  userId?: number;
  status?: OrderStatus;
  q?: string;
  /** Invoiced and not yet paid; overdue: past the due day too. */
  payment?: 'awaiting' | 'overdue';
}

function where(f: OrderFilter): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  if (f.userId !== undefined) conds.push(`user_id = $${params.push(f.userId)}`);
  if (f.status) conds.push(`status = $${params.push(f.status)}`);
  if (f.q) {
    const n = params.push(`%${f.q.replace(/[\\%_]/g, '\\$&')}%`);
    conds.push(
      `(reference ILIKE $${n} OR customer_name ILIKE $${n} OR customer_email ILIKE $${n} OR company ILIKE $${n}
        OR po_number ILIKE $${n} OR job_reference ILIKE $${n} OR invoice_number ILIKE $${n})`,
    );
  }
  if (f.payment) conds.push(`invoice_number IS NOT NULL AND paid_at IS NULL AND status <> 'cancelled'`);
  if (f.payment === 'overdue') conds.push(`due_date < CURRENT_DATE`);
  return { sql: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
}

/** One order; with ownerId, only when it belongs to that user. */
export async function findOrder(db: Queryable, id: string, ownerId?: number): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)', [
    id,
    ownerId ?? null,
  ]);
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
