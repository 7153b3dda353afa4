// Fixed-window rate limits counted in the database (table rate_limits), so every API
// instance shares them. 429 with Retry-After when the window's count exceeds the limit.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db';
import { ApiError } from './errors';
import { countRateLimited } from './metrics';

export interface RateLimitOptions {
  db: Queryable;
  /** Names the limit and the caller, e.g. (c) => `login:${clientIp(c, trustProxy)}`; the part before ':' labels the metric. */
  key: (c: Context) => string;
  limit: number;
  windowSeconds: number;
}

/** Counts one hit for key in the current window; returns the count so far and seconds until it resets. */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await db.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
     RETURNING count, ceil(extract(epoch FROM r.window_start) + $2 - extract(epoch FROM now()))::int AS retry_after`,
    [key, windowSeconds],
  );
  // Old windows are garbage; sweeping on a small share of hits keeps the table small.
  if (Math.random() < 0.01) await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  return { count: rows[0].count, retryAfter: Math.max(1, rows[0].retry_after) };
}

/** Forgets key's counts (e.g. failed sign-ins after a success). */
export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [key]);
}

export const rateLimit = ({ db, key, limit, windowSeconds }: RateLimitOptions) =>
  createMiddleware(async (c, next) => {
    const name = key(c);
    const { count, retryAfter } = await countHit(db, name, windowSeconds);
    if (count > limit) {
      countRateLimited(name.slice(0, name.indexOf(':')));
      throw new ApiError(429, 'Too many requests. Please try again later.', { 'Retry-After': String(retryAfter) });
    }
    await next();
  });
