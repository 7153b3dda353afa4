// The relay's memory of recent submissions: the same post (template and parameters) from the
// same client within REPEAT_WINDOW_MINUTES is one submission — a browser or proxy retrying
// after a lost answer must not store a second team mail and lead. Only a hash is kept.
import { createHash } from 'node:crypto';
import type { Queryable } from '../db';

export const REPEAT_WINDOW_MINUTES = 10;

export const submissionHash = (templateId: string, params: Record<string, string>): string =>
  createHash('sha256')
    .update(JSON.stringify([templateId, params]))
    .digest('hex');

/**
 * Records the submission and answers whether it is a repeat. Call inside the transaction that
 * stores the message: a copy arriving at once on another instance waits on the key and then
 * sees this one; if the transaction rolls back, nothing was recorded.
 */
export async function isRepeatSubmission(tx: Queryable, hash: string, clientIp: string): Promise<boolean> {
  const { rows } = await tx.query(
    `INSERT INTO relay_submissions AS s (hash, client_ip) VALUES ($1, $2)
     ON CONFLICT (hash, client_ip) DO UPDATE SET created_at = now()
       WHERE s.created_at < now() - make_interval(mins => $3)
     RETURNING 1`,
    [hash, clientIp, REPEAT_WINDOW_MINUTES],
  );
  // Old entries are garbage; sweeping on a small share of submissions keeps the table small.
  if (Math.random() < 0.01)
    await tx.query(`DELETE FROM relay_submissions WHERE created_at < now() - make_interval(mins => $1)`, [REPEAT_WINDOW_MINUTES]);
  return rows.length === 0;
}
