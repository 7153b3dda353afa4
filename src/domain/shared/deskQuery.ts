// The query of a staff desk's table, shared by the API's query schemas and the desks: the
// sort column and direction, and a date range of whole days in the shop's time zone.
import { z } from './zod';

export const SHOP_TIME_ZONE = 'America/Chicago';
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Columns the order desk sorts by (GET /admin/orders?sort=…). */
export const orderSortKeys = ['created_at', 'reference', 'customer_name', 'total_amount', 'status'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

/** The audit desk sorts by time only (GET /admin/audit?dir=asc for oldest first). */
export const auditSortKeys = ['created_at'] as const;

export const sortQueryFields = <K extends string>(keys: readonly [K, ...K[]], byDefault: K) => ({
  sort: z.enum(keys, { error: `Sort must be one of ${keys.join(', ')}` }).default(byDefault as never),
  dir: z.enum(sortDirections, { error: 'Direction must be asc or desc' }).default('desc'),
});

/** A day, YYYY-MM-DD. Year 0000 fits the pattern (ISO 8601's 1 BC) but is no PostgreSQL date. */
const day = (label: string) => {
  const error = `${label} must be a date (YYYY-MM-DD)`;
  return z.iso.date({ error }).refine((d) => !d.startsWith('0000-'), { error });
};

/** From and to: days (YYYY-MM-DD), both included. */
export const dateRangeQueryFields = {
  from: day('From').optional(),
  to: day('To').optional(),
};
