// Leads (tables leads, lead_notes): written with the relay's team message, read and worked
// by staff at /staff/leads (filters, search, status, owner, notes, CSV).
import type { LeadChange } from '../../src/domain/leadChange';
import { leadTypeOf, type Lead, type LeadStatus, type LeadType } from '../../src/domain/leads';
import type { Queryable } from '../db';

/** The lead of one team submission; its fields are the submission's parameters. */
export async function insertLead(
  tx: Queryable,
  teamRow: { id: number; reply_to: string | null; reference: string },
  p: Record<string, string>,
): Promise<void> {
  const phone = p.contact_number || p.phone || '';
  await tx.query(
    `INSERT INTO leads (outbox_id, type, name, email, phone, company, subject, message, product, reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (outbox_id) DO NOTHING`,
    [
      teamRow.id,
      leadTypeOf(p.form_type ?? '', /^\d+$/.test(p.session_id ?? '')),
      p.user_name || p.name || '',
      teamRow.reply_to ?? '',
      phone === 'Not provided' ? '' : phone,
      p.company ?? '',
      p.subject ?? '',
      p.message ?? '',
      p.product ?? '',
      teamRow.reference,
    ],
  );
}

export interface LeadFilter {
  type?: LeadType;
  status?: LeadStatus;
  q?: string;
}

function where(f: LeadFilter): { sql: string; args: unknown[] } {
  const args: unknown[] = [f.type ?? null, f.status ?? null, f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null];
  const sql = `($1::text IS NULL OR l.type = $1) AND ($2::text IS NULL OR l.status = $2)
    AND ($3::text IS NULL OR l.name ILIKE $3 OR l.email ILIKE $3 OR l.company ILIKE $3 OR l.subject ILIKE $3 OR l.message ILIKE $3 OR l.product ILIKE $3)`;
  return { sql, args };
}

const SELECT = `SELECT l.id::int, l.type, l.status, l.name, l.email, l.phone, l.company, l.subject, l.message, l.product, l.reference,
    l.received_at, l.updated_at,
    CASE WHEN u.id IS NULL THEN NULL ELSE json_build_object('id', u.id::int, 'email', u.email) END AS owner,
    COALESCE((SELECT json_agg(json_build_object('id', n.id::int, 'author', n.author_email, 'body', n.body, 'created_at', n.created_at) ORDER BY n.id)
                FROM lead_notes n WHERE n.lead_id = l.id), '[]'::json) AS notes
  FROM leads l LEFT JOIN users u ON u.id = l.owner_id`;

const toLead = (r: Lead & { received_at: Date | string; updated_at: Date | string }): Lead => ({
  ...r,
  received_at: new Date(r.received_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  notes: r.notes.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
});

/** Newest first, with the filter's total and how many leads are New overall. */
export async function listLeads(db: Queryable, filter: LeadFilter, page: { limit: number; offset: number }) {
  const { sql, args } = where(filter);
  const [{ rows }, count] = await Promise.all([
    db.query<Lead & { received_at: Date; updated_at: Date }>(
      `${SELECT} WHERE ${sql} ORDER BY l.received_at DESC, l.id DESC LIMIT $4 OFFSET $5`,
      [...args, page.limit, page.offset],
    ),
    db.query<{ total: number; new_count: number }>(
      `SELECT (SELECT count(*)::int FROM leads l WHERE ${sql}) AS total, (SELECT count(*)::int FROM leads WHERE status = 'new') AS new_count`,
      args,
    ),
  ]);
  return { items: rows.map(toLead), ...count.rows[0] };
}

/** The filtered leads newest first, in batches read one after another (for a streamed export). */
export async function* leadBatches(db: Queryable, filter: LeadFilter, max: number, batch = 500): AsyncGenerator<Lead[]> {
  const { sql, args } = where(filter);
  let before: number | null = null;
  for (let sent = 0; sent < max;) {
    const { rows }: { rows: (Lead & { received_at: Date; updated_at: Date })[] } = await db.query(
      `${SELECT} WHERE ${sql} AND ($4::bigint IS NULL OR l.id < $4) ORDER BY l.id DESC LIMIT $5`,
      [...args, before, Math.min(batch, max - sent)],
    );
    if (!rows.length) return;
    yield rows.map(toLead);
    sent += rows.length;
    before = rows[rows.length - 1].id;
  }
}

export async function findLead(db: Queryable, id: number): Promise<Lead | undefined> {
  const { rows } = await db.query<Lead & { received_at: Date; updated_at: Date }>(`${SELECT} WHERE l.id = $1`, [id]);
  return rows[0] && toLead(rows[0]);
}

/** Locks a lead for a change and answers its status (undefined: no such lead). */
export async function lockLeadStatus(tx: Queryable, id: number): Promise<LeadStatus | undefined> {
  const { rows } = await tx.query<{ status: LeadStatus }>('SELECT status FROM leads WHERE id = $1 FOR UPDATE', [id]);
  return rows[0]?.status;
}

/** Status, owner and a note, inside the caller's transaction (after lockLeadStatus). */
export async function updateLead(tx: Queryable, id: number, change: LeadChange, author: { id: number; email: string }): Promise<void> {
  await tx.query(
    `UPDATE leads SET status = COALESCE($2, status),
            owner_id = CASE WHEN $3::boolean THEN $4::bigint ELSE owner_id END,
            updated_at = now()
      WHERE id = $1`,
    [id, change.status ?? null, change.owner !== undefined, change.owner ?? null],
  );
  if (change.note)
    await tx.query('INSERT INTO lead_notes (lead_id, author_id, author_email, body) VALUES ($1, $2, $3, $4)', [
      id,
      author.id,
      author.email,
      change.note,
    ]);
}
