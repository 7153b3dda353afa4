// What the API keeps, and for how long: relay submissions lose their content and client
// address after 90 days (the team has had them by e-mail long before); Idempotency-Keys are
// answered for 24 hours, and a claim that a crash left unfinished is released once its lease
// (renewed while its request runs) lapses.
import type { Queryable } from './index';

export const OUTBOX_CONTENT_DAYS = 90;
export const IDEMPOTENCY_KEY_HOURS = 24;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The condition (on idempotency_keys) of a key that no longer counts. */
export const expiredKey = `(created_at < now() - interval '${IDEMPOTENCY_KEY_HOURS} hours'
  OR (order_id IS NULL AND lease_until < now()))`;

export async function sweepExpired(db: Queryable): Promise<{ outbox: number; keys: number }> {
  const outbox = await db.query(
    `UPDATE mail_outbox SET params = '{}'::jsonb, client_ip = ''
     WHERE created_at < now() - make_interval(days => $1) AND (params <> '{}'::jsonb OR client_ip <> '')`,
    [OUTBOX_CONTENT_DAYS],
  );
  const keys = await db.query(`DELETE FROM idempotency_keys WHERE ${expiredKey}`);
  return { outbox: outbox.rowCount, keys: keys.rowCount };
}

/** Sweeps now and every hour; the timer never keeps the process alive. */
export function startRetentionSweeps(db: Queryable, onError: (err: unknown) => void): () => void {
  const run = () => void sweepExpired(db).catch(onError);
  run();
  const timer = setInterval(run, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
