// Leads (tables leads, lead_notes): written with the relay's team message, read and worked
// by staff at /staff/leads (filters, search, status, owner, notes, CSV).
import type { LeadChange } from '#domain/leads/leadChange';
import { SHOP_TIME_ZONE, type SortDirection } from '#domain/shared/deskQuery';
import { ANSWER_PROMISE_HOURS, leadViews, type LeadSortKey, type LeadView } from '#domain/leads/leadDesk';
import { leadTypeOf, type LeadStatus, type LeadType } from '#domain/leads/leads';
import type { Lang } from '#domain/i18n/locales';
import type { Lead } from '#domain/leads/schemas';
import type { Queryable } from '../db';
import type { TableCache } from '../db/tableCache';
import { containsPattern, pageSql } from '../db/sqlWhere';
import { langOf } from '../mail/relayRequest';

/** The order a checkout names in its subject, when it was placed with the submitter's e-mail. */
const ORDER_OF_CHECKOUT = `(SELECT o.id FROM orders o WHERE $11::boolean AND o.reference = substring($7 FROM 'ORD-[A-Z0-9]{8}')
                            AND lower(o.customer_email) = lower($4))`;

/** The lead of one team submission; its fields are the submission's parameters. */
export async function insertLead(
  tx: Queryable,
  teamRow: { id: number; reply_to: string | null; reference: string },
  p: Record<string, string>,
): Promise<void> {
  const phone = p.contact_number || p.phone || '';
  const type = leadTypeOf(p.form_type ?? '', /^\d+$/.test(p.session_id ?? ''));
  await tx.query(
    `INSERT INTO leads (outbox_id, type, name, email, phone, company, subject, message, product, reference, lang, order_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $12, ${ORDER_OF_CHECKOUT}) ON CONFLICT (outbox_id) DO NOTHING`,
    [
      teamRow.id,
      type,
      p.user_name || p.name || '',
      teamRow.reply_to ?? '',
      phone === 'Not provided' ? '' : phone,
      p.company ?? '',
      p.subject ?? '',
      p.message ?? '',
      p.product ?? '',
      teamRow.reference,
      type === 'checkout',
      langOf(p.lang),
    ],
  );
}

export interface LeadFilter {
  type?: LeadType;
  /** The language the person wrote in. */
  lang?: Lang;
  /** A tab of the desk: a status (checkouts that are orders left out), or 'order'. */
  status?: LeadView;
  q?: string;
  /** Every request from one address (case-insensitive). */
  email?: string;
  /** Days (YYYY-MM-DD) in the shop's time zone, both included. */
  from?: string;
  to?: string;
}
export interface LeadSort {
  sort: LeadSortKey;
  dir: SortDirection;
}

/** The desk's tab of a lead (see leadViewOf). */
const VIEW_SQL = `CASE WHEN l.order_id IS NULL THEN l.status ELSE 'order' END`;

function where(f: LeadFilter, params: unknown[] = []): { sql: string; params: unknown[] } {
  const conds = ['TRUE'];
  const day = (d: string) => `($${params.push(d)}::date)::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}'`;
  if (f.type) conds.push(`l.type = $${params.push(f.type)}`);
  if (f.lang) conds.push(`l.lang = $${params.push(f.lang)}`);
  if (f.status) conds.push(`${VIEW_SQL} = $${params.push(f.status)}`);
  if (f.q) {
    const n = params.push(containsPattern(f.q));
    // The expression of the trigram index leads_search (migration 032).
    conds.push(`lead_search_text(l.name, l.email, l.company, l.subject, l.message, l.product, l.reference) ILIKE $${n}`);
  }
  if (f.email) conds.push(`lower(l.email) = lower($${params.push(f.email)})`);
  if (f.from) conds.push(`l.received_at >= ${day(f.from)}`);
  if (f.to) conds.push(`l.received_at < ${day(f.to)} + interval '1 day'`);
  return { sql: conds.join(' AND '), params };
}

const SELECT = `SELECT l.id::int, l.type, l.status, l.name, l.email, l.phone, l.company, l.subject, l.message, l.product, l.reference,
    l.lang, l.received_at, l.updated_at,
    CASE WHEN u.id IS NULL THEN NULL
         ELSE json_build_object('id', u.id::int, 'email', u.email, 'name', trim(u.first_name || ' ' || u.last_name)) END AS owner,
    COALESCE((SELECT json_agg(json_build_object('id', n.id::int, 'author', n.author_email, 'body', n.body, 'created_at', n.created_at) ORDER BY n.id)
                FROM lead_notes n WHERE n.lead_id = l.id), '[]'::json) AS notes,
    (SELECT json_build_object('id', o.id, 'reference', o.reference, 'status', o.status) FROM orders o WHERE o.id = l.order_id) AS "order",
    (SELECT json_build_object('id', r.id::int, 'session_id', r.session_id, 'status', r.status) FROM session_registrations r
      WHERE l.type = 'session_registration' AND r.outbox_id = l.outbox_id LIMIT 1) AS registration,
    (SELECT count(*)::int FROM leads e WHERE lower(e.email) = lower(l.email)) AS requests
  FROM leads l LEFT JOIN users u ON u.id = l.owner_id`;

const toLead = (r: Lead & { received_at: Date | string; updated_at: Date | string }): Lead => ({
  ...r,
  received_at: new Date(r.received_at).toISOString(),
  updated_at: new Date(r.updated_at).toISOString(),
  notes: r.notes.map((n) => ({ ...n, created_at: new Date(n.created_at).toISOString() })),
});

// Sort keys are checked by the route's schema; the map keeps anything else out of the SQL.
const SORT_SQL: Record<LeadSortKey, string> = {
  received_at: 'l.received_at',
  name: 'lower(l.name)',
  email: 'lower(l.email)',
  type: 'l.type',
  status: VIEW_SQL,
};

/** A page of the filtered leads, newest first unless sorted otherwise (ties newest first). */
export async function listLeads(
  db: Queryable,
  filter: LeadFilter,
  page: { limit: number; offset: number },
  order: LeadSort = { sort: 'received_at', dir: 'desc' },
): Promise<Lead[]> {
  const w = where(filter);
  const by = `${SORT_SQL[order.sort]} ${order.dir === 'asc' ? 'ASC' : 'DESC'}, l.received_at DESC, l.id DESC`;
  // The page's ids first, so the per-lead details are read for its rows only.
  const { rows } = await db.query<Lead & { received_at: Date; updated_at: Date }>(
    `WITH page AS (SELECT l.id FROM leads l WHERE ${w.sql} ORDER BY ${by} ${pageSql(page)})
     ${SELECT} JOIN page ON page.id = l.id ORDER BY ${by}`,
    w.params,
  );
  return rows.map(toLead);
}

/**
 * How many leads match the filter in each tab, and the New ones overall and past the answer
 * promise. With a cache of the leads table, kept while no lead changes and, for the overdue
 * count, until the next New lead passes the promise.
 */
export async function countLeads(db: Queryable, filter: Omit<LeadFilter, 'status'>, cache?: TableCache) {
  const w = where(filter);
  const promise = `interval '${ANSWER_PROMISE_HOURS} hours'`;
  const readByView = () =>
    db.query<{ view: LeadView; n: number }>(
      `SELECT ${VIEW_SQL} AS view, count(*)::int AS n FROM leads l WHERE ${w.sql} GROUP BY 1`,
      w.params,
    );
  const readNew = () =>
    db.query<{ new_count: number; overdue_count: number; next_overdue_at: Date | null }>(
      `SELECT count(*)::int AS new_count, count(*) FILTER (WHERE received_at < now() - ${promise})::int AS overdue_count,
              min(received_at) FILTER (WHERE received_at >= now() - ${promise}) + ${promise} AS next_overdue_at
         FROM leads WHERE status = 'new' AND order_id IS NULL`,
    );
  const [byView, overall] = await Promise.all([
    cache ? cache.get(`tabs ${JSON.stringify(filter)}`, readByView) : readByView(),
    cache ? cache.get('new', readNew, (r) => r.rows[0].next_overdue_at?.getTime() ?? Infinity) : readNew(),
  ]);
  const counts = Object.fromEntries(leadViews.map((v) => [v, 0])) as Record<LeadView, number>;
  for (const r of byView.rows) counts[r.view] = r.n;
  const { new_count, overdue_count } = overall.rows[0];
  return { counts, new_count, overdue_count };
}

/** The filtered leads newest first, in batches read one after another (for a streamed export). */
export async function* leadBatches(db: Queryable, filter: LeadFilter, max: number, batch = 500): AsyncGenerator<Lead[]> {
  let before: number | null = null;
  for (let sent = 0; sent < max;) {
    const w = where(filter);
    const { rows }: { rows: (Lead & { received_at: Date; updated_at: Date })[] } = await db.query(
      `${SELECT} WHERE ${w.sql} AND ($${w.params.push(before)}::bigint IS NULL OR l.id < $${w.params.length}) ORDER BY l.id DESC
        LIMIT $${w.params.push(Math.min(batch, max - sent))}`,
      w.params,
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

/** Status, owner and a note, inside the caller's transaction (after lockLeads). */
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

export interface LockedLead {
  id: number;
  status: LeadStatus;
  owner_id: number | null;
  /** Its name, or its e-mail when none was given. */
  label: string;
  email: string;
  reference: string;
  /** The order a checkout became, if any (its status is the order's). */
  order_reference: string | null;
}

/** Locks several leads for a change (in id order, so two bulk changes never deadlock); missing ids are left out. */
export async function lockLeads(tx: Queryable, ids: number[]): Promise<LockedLead[]> {
  const { rows } = await tx.query<LockedLead>(
    `SELECT l.id::int, l.status, l.owner_id::int, COALESCE(NULLIF(l.name, ''), l.email) AS label, l.email, l.reference,
            (SELECT o.reference FROM orders o WHERE o.id = l.order_id) AS order_reference
       FROM leads l WHERE l.id = ANY($1::bigint[]) ORDER BY l.id FOR UPDATE OF l`,
    [ids],
  );
  return rows;
}
