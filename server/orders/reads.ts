// Reading orders with their items, in the JSON shape the site shows (the Order of src/domain/orders/schemas.ts).
import type { Queryable } from '../db';
import type { TableCache } from '../db/tableCache';
import { deskOrderViews, type DeskOrderView, type OrderStatus } from '#domain/orders/order';
import type { Order, OrderItem } from '#domain/orders/schemas';
import { fromCents } from '#domain/orders/pricing';
import type { OrderSortKey, SortDirection } from '#domain/shared/deskQuery';
import { containsPattern, pageSql, sqlWhere } from '../db/sqlWhere';

export { orderStatuses, type OrderStatus } from '#domain/orders/order';

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
  // The ids as one text parameter: PGlite then runs its prepared statement (an array takes its slow path).
  const { rows } = await db.query<ItemRow>("SELECT * FROM order_items WHERE order_id = ANY(string_to_array($1, ',')::uuid[]) ORDER BY id", [
    orders.map((o) => o.id).join(','),
  ]);
  return orders.map((o) => orderJson(o, rows));
}

export interface OrderFilter {
  userId?: number;
  /** A status, or the processing orders still to confirm. */
  status?: DeskOrderView;
  q?: string;
  /** Invoiced and not yet paid; overdue: past the due day too. */
  payment?: 'awaiting' | 'overdue';
  /** Days (YYYY-MM-DD) in the shop's time zone, both included. */
  from?: string;
  to?: string;
}
export interface OrderSort {
  sort: OrderSortKey;
  dir: SortDirection;
}

function where(f: OrderFilter): { sql: string; params: unknown[] } {
  const w = sqlWhere();
  if (f.userId !== undefined) w.add(`user_id = ${w.param(f.userId)}`);
  if (f.status === 'to_confirm') w.add(`status = 'processing' AND confirmed_at IS NULL`);
  else if (f.status) w.add(`status = ${w.param(f.status)}`);
  if (f.q) {
    const n = w.param(containsPattern(f.q));
    // The expression of the trigram index orders_search (migration 032).
    w.add(`order_search_text(reference, customer_name, customer_email, company, po_number, job_reference, invoice_number) ILIKE ${n}`);
  }
  if (f.payment) w.add(`invoice_number IS NOT NULL AND paid_at IS NULL AND status <> 'cancelled'`);
  if (f.payment === 'overdue') w.add(`due_date < CURRENT_DATE`);
  w.days(f);
  return { sql: w.sql, params: w.params };
}

/** One order; with ownerId, only when it belongs to that user. */
export async function findOrder(db: Queryable, id: string, ownerId?: number): Promise<Order | undefined> {
  const { rows } = await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1 AND ($2::bigint IS NULL OR user_id = $2)', [
    id,
    ownerId ?? null,
  ]);
  return (await withItems(db, rows))[0];
}

// Sort keys are checked by the route's schema; the map keeps anything else out of the SQL.
const SORT_SQL: Record<OrderSortKey, string> = {
  created_at: 'created_at',
  reference: 'reference',
  customer_name: 'lower(customer_name)',
  total_amount: 'total_amount',
  status: 'status',
};

/** Newest first unless sorted otherwise (ties newest first); limit/offset for paging. */
export async function listOrders(
  db: Queryable,
  filter: OrderFilter,
  page?: { limit: number; offset: number },
  order: OrderSort = { sort: 'created_at', dir: 'desc' },
) {
  const w = where(filter);
  const by = `${SORT_SQL[order.sort]} ${order.dir === 'asc' ? 'ASC' : 'DESC'}, created_at DESC, id`;
  // A page's ids first: the matching rows are sorted by their keys only, then 20 rows read whole.
  const sql = page
    ? `WITH page AS (SELECT id FROM orders ${w.sql} ORDER BY ${by} ${pageSql(page)}) SELECT orders.* FROM orders JOIN page USING (id) ORDER BY ${by}`
    : `SELECT * FROM orders ${w.sql} ORDER BY ${by}`;
  const { rows } = await db.query<OrderRow>(sql, w.params);
  return withItems(db, rows);
}

/**
 * How many orders match the filter, by status (every status present, 0 when none), and how many
 * processing ones are still to confirm. With a
 * cache of the orders table, kept while no order changes; not the overdue view, which also
 * changes with the day.
 */
export async function countOrdersByStatus(
  db: Queryable,
  filter: Omit<OrderFilter, 'status'>,
  cache?: TableCache,
): Promise<Record<DeskOrderView, number>> {
  const w = where(filter);
  const read = () =>
    db.query<{ status: OrderStatus; n: number; unconfirmed: number }>(
      `SELECT status, count(*)::int AS n, count(*) FILTER (WHERE confirmed_at IS NULL)::int AS unconfirmed FROM orders ${w.sql} GROUP BY status`,
      w.params,
    );
  const { rows } = cache && filter.payment !== 'overdue' ? await cache.get(JSON.stringify(filter), read) : await read();
  const counts = Object.fromEntries(deskOrderViews.map((s) => [s, 0])) as Record<DeskOrderView, number>;
  for (const r of rows) {
    counts[r.status] = r.n;
    if (r.status === 'processing') counts.to_confirm = r.unconfirmed;
  }
  return counts;
}
