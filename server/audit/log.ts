// The audit log (table audit_events): written by every security event and staff action,
// read by GET /admin/audit.
import type { AuditAction } from '#domain/audit/audit';
import type { AuditEvent } from '#domain/audit/schemas';
import type { Queryable } from '../db';
import type { SortDirection } from '#domain/shared/deskQuery';
import { sqlWhere, type DayRange } from '../db/sqlWhere';

export interface NewAuditEvent {
  action: AuditAction;
  actor?: { id: number; email: string } | null;
  /** Who it was when there is no account (a failed sign-in's e-mail, the admin CLI). */
  actorEmail?: string;
  target?: string;
  clientIp?: string;
  detail?: Record<string, unknown>;
}

/** The audit line of a change, made from what the change produced, for the service to write in its transaction. */
export type AuditOf<T> = (subject: T) => NewAuditEvent;

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

export interface AuditFilter extends DayRange {
  action?: string;
  actor?: string;
  /** Text in the actor's e-mail or the target (an order reference, a product, a lead's e-mail). */
  q?: string;
  /** By time: newest first unless asc. */
  dir?: SortDirection;
}

function where(f: AuditFilter): { sql: string; params: unknown[] } {
  const w = sqlWhere();
  // strpos, not LIKE: the filters are literal text, so % and _ match only themselves.
  const contains = (column: string, v: string) => `strpos(lower(${column}), lower(${w.param(v)})) > 0`;
  if (f.action) w.add(`action = ${w.param(f.action)}`);
  if (f.actor) w.add(contains('actor_email', f.actor));
  if (f.q) w.add(`(${contains('actor_email', f.q)} OR ${contains('target', f.q)})`);
  w.days(f);
  return { sql: w.sql, params: w.params };
}

export async function listAudit(db: Queryable, filter: AuditFilter, page: { limit: number; offset: number }) {
  const { sql, params } = where(filter);
  const order = filter.dir === 'asc' ? 'ASC' : 'DESC';
  const [{ rows }, count] = await Promise.all([
    db.query<Omit<AuditEvent, 'actor'> & { actor_email: string | null; id: string }>(
      `SELECT id, created_at, actor_email, action, target, client_ip, detail FROM audit_events ${sql}
       ORDER BY id ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_events ${sql}`, params),
  ]);
  const items: AuditEvent[] = rows.map(({ actor_email, ...r }) => ({
    ...r,
    id: Number(r.id),
    created_at: new Date(r.created_at).toISOString(),
    actor: actor_email,
  }));
  return { items, total: count.rows[0].n };
}
