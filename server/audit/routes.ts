// The audit log for staff (mounted at /admin/audit): newest first, paged, by action, actor, text and days.
import { Hono } from 'hono';
import { z } from 'zod';
import { auditActions } from '#domain/audit/audit';
import { requireAdmin } from '../auth/middleware';
import { listAudit } from './log';
import type { Deps } from '../deps';
import { parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal } from '../openapi/describe';
import { auditPageSchema } from '#domain/audit/schemas';
import { auditSentence } from '#domain/audit/auditSentence';
import { auditLink } from '#domain/audit/auditTarget';
import { formatLongDate } from '#domain/shared/format';
import { pageQueryFields, pageWindow } from '#domain/orders/requests';
import { auditSortKeys, dateRangeQueryFields, sortQueryFields } from '#domain/shared/deskQuery';

export const auditQuerySchema = z.object({
  action: z.enum(auditActions, { error: `Action must be one of ${auditActions.join(', ')}` }).optional(),
  actor: z.string().trim().max(254).optional(),
  q: z.string().trim().max(254).optional(),
  ...dateRangeQueryFields,
  ...sortQueryFields(auditSortKeys, 'created_at'),
  ...pageQueryFields(50),
});

const describe = describeOperations({
  listAuditEvents: {
    summary: 'Security events and staff actions, newest first (or oldest), by action, actor, text in actor or target and days, paged',
    description: 'Days are whole days in the shop’s time zone (America/Chicago).',
    parameters: queryParameters(auditQuerySchema),
    responses: { 200: answer('A page of events', auditPageSchema), 422: queryRefusal },
  },
});

/** The product's name for its slug, the session's course and first day for its number. */
function namesOf({ catalogue, sessions }: Pick<Deps, 'catalogue' | 'sessions'>) {
  return (e: { action: string; target: string | null; detail: Record<string, unknown> }) => {
    const product = e.action.startsWith('inventory.') ? catalogue.all().find((p) => p.slug === e.target)?.name : undefined;
    const s = e.detail.session_id === undefined ? undefined : sessions.byId(Number(e.detail.session_id));
    return { product, session: s && `${s.course_title} (${formatLongDate(s.start_date)})` };
  };
}

export function auditRoutes({ db, requireUser, catalogue, sessions }: Deps) {
  const names = namesOf({ catalogue, sessions });
  return new Hono().use(requireUser, requireAdmin).get('/', describe.listAuditEvents, async (c) => {
    const { page, size, actor, q, ...filter } = parseQuery(auditQuerySchema, c.req.query());
    const { items, total } = await listAudit(db, { ...filter, actor: actor || undefined, q: q || undefined }, pageWindow({ page, size }));
    // The sentence is written here, once, so the desk's bundle carries no phrasing of every action.
    const events = items.map((e) => ({ ...e, summary: auditSentence({ ...e, names: names(e) }), link: auditLink(e) }));
    return c.json({ items: events, total, pages: Math.ceil(total / size), current_page: page });
  });
}
