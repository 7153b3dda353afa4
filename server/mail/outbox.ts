// The mail_outbox table: what the relay stores and the delivery worker claims.
import type { Queryable } from '../db';
import type { TemplateKind } from './templates';

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxRow {
  id: number;
  template: TemplateKind;
  recipient: string;
  reply_to: string | null;
  subject: string;
  params: Record<string, string>;
  reference: string;
  answers_id: number | null;
  client_ip: string;
  state: OutboxState;
  attempts: number;
  next_attempt_at: Date;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
}

export interface NewOutboxMessage {
  template: TemplateKind;
  recipient: string;
  replyTo: string | null;
  subject: string;
  params: Record<string, string>;
  reference: string;
  answersId: number | null;
  clientIp: string;
}

/** Stores one message; null when the submission already has its auto-reply. */
export async function enqueue(db: Queryable, m: NewOutboxMessage): Promise<OutboxRow | null> {
  const { rows } = await db.query<OutboxRow>(
    `INSERT INTO mail_outbox (template, recipient, reply_to, subject, params, reference, answers_id, client_ip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (answers_id) WHERE answers_id IS NOT NULL DO NOTHING
     RETURNING *`,
    [m.template, m.recipient, m.replyTo, m.subject, JSON.stringify(m.params), m.reference, m.answersId, m.clientIp],
  );
  return rows[0] ?? null;
}

/** The submission an auto-reply answers: a recent team message from the same client with that reference. */
/** Whether a submission already has its auto-reply in the outbox. */
export async function hasAutoReply(db: Queryable, submissionId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM mail_outbox WHERE answers_id = $1', [submissionId]);
  return rows.length > 0;
}

export async function findAnsweredSubmission(db: Queryable, reference: string, clientIp: string, maxAgeSeconds: number) {
  const { rows } = await db.query<Pick<OutboxRow, 'id' | 'reply_to' | 'params' | 'created_at'>>(
    `SELECT id, reply_to, params, created_at FROM mail_outbox
      WHERE template = 'team' AND reference = $1 AND client_ip = $2
        AND created_at > now() - make_interval(secs => $3)
      ORDER BY created_at DESC LIMIT 1`,
    [reference, clientIp, maxAgeSeconds],
  );
  return rows[0];
}

/**
 * Claims up to `limit` due messages for one delivery attempt. SKIP LOCKED lets several
 * instances claim at once without ever taking the same row; the claim is a lease
 * (next_attempt_at), so a worker that dies mid-send gives its messages back.
 */
export async function claimDue(db: Queryable, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `UPDATE mail_outbox SET state = 'sending', attempts = attempts + 1,
            next_attempt_at = now() + make_interval(secs => $2)
      WHERE id IN (
        SELECT id FROM mail_outbox
         WHERE state IN ('pending', 'sending') AND next_attempt_at <= now()
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [limit, leaseSeconds],
  );
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Extends the lease of claims this worker still holds. */
export async function renewClaims(db: Queryable, ids: number[], leaseSeconds: number): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET next_attempt_at = now() + make_interval(secs => $2) WHERE id = ANY($1::bigint[]) AND state = 'sending'`,
    [ids, leaseSeconds],
  );
}

/** Gives back claims never attempted: due at once, their attempt not counted. */
export async function releaseClaims(db: Queryable, ids: number[]): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET state = 'pending', attempts = attempts - 1, next_attempt_at = now() WHERE id = ANY($1::bigint[]) AND state = 'sending'`,
    [ids],
  );
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE mail_outbox SET state = 'sent', sent_at = now(), last_error = NULL WHERE id = $1 AND state = 'sending'`, [id]);
}

/** Back to pending after delayMs, or 'failed' for good when `final`. */
export async function markFailed(db: Queryable, id: number, error: string, delayMs: number, final: boolean): Promise<void> {
  await db.query(
    `UPDATE mail_outbox SET state = $2, last_error = $3, next_attempt_at = now() + make_interval(secs => $4)
      WHERE id = $1 AND state = 'sending'`,
    [id, final ? 'failed' : 'pending', error.slice(0, 1000), delayMs / 1000],
  );
}

export async function recentOutbox(db: Queryable, limit: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY created_at DESC, id DESC LIMIT $1', [limit]);
  return rows;
}
