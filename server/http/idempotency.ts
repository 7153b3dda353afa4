// Idempotency-Key for POST /orders: one row per (user, key), claimed before the work starts.
// Routes go through withIdempotency; the steps below it are its own.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';
import { expiredKey } from '../db/retention';
import { ApiError, fail } from './errors';

const KEY = /^[\x21-\x7e]{1,255}$/;
/** How long a claim lasts unless renewed; its request renews it every third of that. */
export const CLAIM_LEASE_SECONDS = 30;

export const requestHash = (body: unknown): string => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export function idempotencyKey(header: string | undefined): string {
  if (!header) fail(400, 'Idempotency-Key header is required');
  if (!KEY.test(header)) fail(400, 'Idempotency-Key must be 1-255 printable characters');
  return header;
}

/**
 * Claims the key: 'new' when this request should do the work, or the id of the order a
 * finished identical request created. A different body → 422; a running one → 409.
 */
async function claimKey(db: Queryable, userId: number, key: string, hash: string): Promise<'new' | { orderId: string }> {
  // An expired key (or a claim a crash left unfinished) is gone: this request starts afresh.
  await db.query(`DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND ${expiredKey}`, [userId, key]);
  const inserted = await db.query(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, lease_until) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
     ON CONFLICT DO NOTHING RETURNING key`,
    [userId, key, hash, CLAIM_LEASE_SECONDS],
  );
  if (inserted.rows.length) return 'new';
  const { rows } = await db.query<{ request_hash: string; order_id: string | null }>(
    'SELECT request_hash, order_id FROM idempotency_keys WHERE user_id = $1 AND key = $2',
    [userId, key],
  );
  const prior = rows[0];
  if (!prior) return claimKey(db, userId, key, hash); // released between the two statements
  if (prior.request_hash !== hash) {
    throw new ApiError(422, [
      {
        loc: ['header', 'Idempotency-Key'],
        msg: 'This Idempotency-Key was already used with a different request body',
        type: 'idempotency_mismatch',
      },
    ]);
  }
  if (!prior.order_id) fail(409, 'A request with this Idempotency-Key is still being processed');
  return { orderId: prior.order_id };
}

/** Runs the claimed request's work, renewing the claim's lease until it ends (statement time-outs bound it). */
async function whileClaimed<T>(db: Queryable, userId: number, key: string, work: () => Promise<T>): Promise<T> {
  const renew = () =>
    db
      .query(
        `UPDATE idempotency_keys SET lease_until = now() + make_interval(secs => $3) WHERE user_id = $1 AND key = $2 AND order_id IS NULL`,
        [userId, key, CLAIM_LEASE_SECONDS],
      )
      .catch(() => {});
  const timer = setInterval(renew, (CLAIM_LEASE_SECONDS * 1000) / 3);
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

const completeKey = (tx: Queryable, userId: number, key: string, orderId: string) =>
  tx.query('UPDATE idempotency_keys SET order_id = $3 WHERE user_id = $1 AND key = $2', [userId, key, orderId]);

/** A failed attempt frees its key, so the same request may be retried. */
const releaseKey = (db: Queryable, userId: number, key: string) =>
  db.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND key = $2 AND order_id IS NULL', [userId, key]);

/** What one idempotent request is: who sends it, its key (from idempotencyKey) and its body. */
export interface IdempotentRequest {
  userId: number;
  key: string;
  body: unknown;
}

/**
 * The one way to make a request idempotent. The first request with a key runs `work`, which
 * must call `complete(tx, id)` inside the transaction that creates the result; a repeat of a
 * finished identical request answers `replay(id)` instead. A failed attempt frees the key.
 */
export async function withIdempotency<T>(
  db: Queryable,
  { userId, key, body }: IdempotentRequest,
  work: (complete: (tx: Queryable, id: string) => Promise<unknown>) => Promise<T>,
  replay: (id: string) => Promise<T>,
): Promise<{ result: T; replayed: boolean }> {
  const claim = await claimKey(db, userId, key, requestHash(body));
  if (claim !== 'new') return { result: await replay(claim.orderId), replayed: true };
  try {
    const result = await whileClaimed(db, userId, key, () => work((tx, id) => completeKey(tx, userId, key, id)));
    return { result, replayed: false };
  } catch (err) {
    await releaseKey(db, userId, key);
    throw err;
  }
}
