// Fixed-window rate limits counted in the database (table rate_limits), so every API
// instance shares them. 429 with Retry-After when the window's count exceeds the limit.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Queryable } from '../db';
import { recordAudit, type NewAuditEvent } from '../audit/log';
import { ApiError } from './errors';
import { countRateLimited } from './metrics';

export interface RateLimitOptions {
  db: Queryable;
  /** Names the limit and the caller, e.g. (c) => `login:${clientIp(c, trustProxy)}`; the part before ':' labels the metric. */
  key: (c: Context) => string;
  limit: number;
  windowSeconds: number;
  /** The refusal's detail, given the seconds until the window resets; a generic sentence by default. */
  detail?: (retryAfter: number) => string;
}

/** Keys hold what callers typed (an e-mail): stored as a fixed-length digest, any length fits the index. */
const digest = (key: string) => createHash('sha256').update(key).digest('base64url');

/** Counts one hit for key in the current window; returns the count so far and seconds until it resets. */
export async function countHit(db: Queryable, key: string, windowSeconds: number): Promise<{ count: number; retryAfter: number }> {
  const { rows } = await db.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limits AS r (key, window_start, count)
     VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2) * $2), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = r.count + 1
     RETURNING count, ceil(extract(epoch FROM r.window_start) + $2 - extract(epoch FROM now()))::int AS retry_after`,
    [digest(key), windowSeconds],
  );
  // Old windows are garbage; sweeping on a small share of hits keeps the table small.
  if (Math.random() < 0.01) await db.query(`DELETE FROM rate_limits WHERE window_start < now() - interval '1 day'`);
  return { count: rows[0].count, retryAfter: Math.max(1, rows[0].retry_after) };
}

/** Forgets key's counts (e.g. failed sign-ins after a success). */
export async function clearHits(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limits WHERE key = $1', [digest(key)]);
}

/** Records a throttling event once per key and window, however many requests the window refuses. */
export async function auditThrottled(db: Queryable, key: string, windowSeconds: number, event: NewAuditEvent): Promise<void> {
  const { count } = await countHit(db, `audit-once:${key}`, windowSeconds);
  if (count === 1) await recordAudit(db, event);
}

/** The limit's name and the caller of a key such as `login:203.0.113.9`. */
const throttleEvent = (key: string): NewAuditEvent => {
  const [limit, ...caller] = key.split(':');
  return { action: 'rate_limit.throttled', target: limit, clientIp: caller.join(':'), detail: { limit } };
};

const TOO_MANY = (_retryAfter: number) => 'Too many requests. Please try again later.';

/** Counts a hit for key; past limit in its window, a 429 with Retry-After (metric and audit as for every limit). */
export async function enforceLimit(db: Queryable, key: string, limit: number, windowSeconds: number, detail = TOO_MANY): Promise<void> {
  const { count, retryAfter } = await countHit(db, key, windowSeconds);
  if (count <= limit) return;
  countRateLimited(key.slice(0, key.indexOf(':')));
  await auditThrottled(db, key, windowSeconds, throttleEvent(key));
  throw new ApiError(429, detail(retryAfter), { 'Retry-After': String(retryAfter) });
}

export const rateLimit = ({ db, key, limit, windowSeconds, detail }: RateLimitOptions) =>
  createMiddleware(async (c, next) => {
    await enforceLimit(db, key(c), limit, windowSeconds, detail);
    await next();
  });
