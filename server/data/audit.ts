// The audit log (table audit_events): written by every security event and staff action,
// read by GET /admin/audit.
import type { AuditAction, AuditEvent } from '../../src/domain/audit';
import type { Queryable } from '../db';

export interface NewAuditEvent {
  action: AuditAction;
  actor?: { id: number; email: string } | null;
  /** Who it was when there is no account (a failed sign-in's e-mail, the admin CLI). */
  actorEmail?: string;
  target?: string;
  clientIp?: string;
  detail?: Record<string, unknown>;
}

export async function recordAudit(db: Queryable, e: NewAuditEvent): Promise<void> {
  await db.query('INSERT INTO audit_events (actor_id, actor_email, action, target, client_ip, detail) VALUES ($1, $2, $3, $4, $5, $6)', [
    e.actor?.id ?? null,
    e.actor?.email ?? e.actorEmail ?? null,
    e.action,
    e.target ?? null,
    e.clientIp ?? null,
    JSON.stringify(e.detail ?? {}),
  ]);
}

export interface AuditFilter {
  action?: string;
  actor?: string;
}

export async function listAudit(db: Queryable, filter: AuditFilter, page: { limit: number; offset: number }) {
  // strpos, not LIKE: the filter is literal text, so % and _ match only themselves.
  const where = `($1::text IS NULL OR action = $1) AND ($2::text IS NULL OR strpos(lower(actor_email), lower($2)) > 0)`;
  const args = [filter.action ?? null, filter.actor ?? null];
  const [{ rows }, count] = await Promise.all([
    db.query<Omit<AuditEvent, 'actor'> & { actor_email: string | null; id: string }>(
      `SELECT id, created_at, actor_email, action, target, client_ip, detail FROM audit_events WHERE ${where} ORDER BY id DESC LIMIT $3 OFFSET $4`,
      [...args, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events WHERE ${where}`, args),
  ]);
  const items: AuditEvent[] = rows.map(({ actor_email, ...r }) => ({
    ...r,
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    actor: actor_email,
  }));
  return { items, total: count.rows[0].n };
}
