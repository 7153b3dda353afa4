// The WHERE clause of a desk's list, built condition by condition with numbered parameters,
// the day range every desk filters by, the search's "contains" pattern, and the page's LIMIT.
import { SHOP_TIME_ZONE } from '#domain/shared/deskQuery';

export interface DayRange {
  /** Days (YYYY-MM-DD) in the shop's time zone, both included. */
  from?: string;
  to?: string;
}

export function sqlWhere() {
  const params: unknown[] = [];
  const conds: string[] = [];
  const param = (v: unknown) => `$${params.push(v)}`;
  const day = (d: string) => `(${param(d)}::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`;
  return {
    params,
    /** The placeholder ($n) of a new parameter. */
    param,
    add: (cond: string) => void conds.push(cond),
    /** created_at within the days of the range. */
    days({ from, to }: DayRange) {
      if (from) conds.push(`created_at >= ${day(from)}`);
      if (to) conds.push(`created_at < ${day(to)} + interval '1 day'`);
    },
    get sql() {
      return conds.length ? `WHERE ${conds.join(' AND ')}` : '';
    },
  };
}

/**
 * LIMIT and OFFSET written into the statement, not bound: with them as parameters PostgreSQL
 * cannot cost a reusable plan and plans the desk's query again on every request (~2 ms of
 * PGlite's thread for the leads desk). Integers only: they are part of the SQL.
 */
export function pageSql({ limit, offset }: { limit: number; offset: number }): string {
  if (!Number.isSafeInteger(limit) || !Number.isSafeInteger(offset) || limit < 0 || offset < 0) throw new Error('page out of range');
  return `LIMIT ${limit} OFFSET ${offset}`;
}

/** The ILIKE pattern of "contains this text": a %, _ or backslash typed matches only itself. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
