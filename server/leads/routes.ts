// The leads desk for staff: GET /admin/leads (filtered, searched, sorted, paged, with the
// count per tab and of New), PATCH /admin/leads (several leads' status or owner at once),
// PATCH /admin/leads/{id} (status, owner, a note), GET /admin/leads.csv (the filtered list).
import { Hono } from 'hono';
import { z } from 'zod';
import { leadBulkChangeSchema, leadChangeSchema, type LeadChange } from '#domain/leads/leadChange';
import { dateRangeQueryFields, sortQueryFields } from '#domain/shared/deskQuery';
import { leadSortKeys, leadViews } from '#domain/leads/leadDesk';
import { LANGS } from '#domain/i18n/locales';
import { LEAD_CSV_COLUMNS, leadTypes } from '#domain/leads/leads';
import type { Lead } from '#domain/leads/schemas';
import { requireAdmin } from '../auth/middleware';
import type { NewAuditEvent } from '../audit/log';
import { tableCache } from '../db/tableCache';
import { countLeads, findLead, leadBatches, listLeads, type LockedLead } from './store';
import { changeLead, changeLeads, LEAD_NOT_FOUND } from './changes';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { csvStream } from '../http/csv';
import { ApiError } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal, textAnswer } from '../openapi/describe';
import { leadBulkResultSchema, leadSchema, leadsPageSchema } from '#domain/leads/schemas';
import { pageQueryFields, pageWindow } from '#domain/orders/requests';

const CSV_MAX_ROWS = 10_000;

const filterFields = {
  type: z.enum(leadTypes, { error: `Type must be one of ${leadTypes.join(', ')}` }).optional(),
  lang: z.enum(LANGS, { error: `Language must be one of ${LANGS.join(', ')}` }).optional(),
  status: z.enum(leadViews, { error: `Status must be one of ${leadViews.join(', ')}` }).optional(),
  q: z.string().trim().max(100).optional(),
  email: z.string().trim().max(254, { error: 'The e-mail must not exceed 254 characters' }).optional(),
  ...dateRangeQueryFields,
};
export const leadsQuerySchema = z.object({
  ...filterFields,
  ...sortQueryFields(leadSortKeys, 'received_at'),
  ...pageQueryFields(20),
});
const csvQuerySchema = z.object(filterFields);

const csvRow = (l: Lead) => [
  l.id,
  l.received_at,
  l.type,
  l.status,
  l.name,
  l.email,
  l.phone,
  l.company,
  l.subject,
  l.product,
  l.reference,
  l.owner?.email ?? '',
  l.message,
  l.notes.map((n) => `${n.created_at} ${n.author ?? ''}: ${n.body}`).join('\n'),
];

const describe = describeOperations({
  listLeads: {
    summary: 'Leads, newest first or sorted, by type, status, text, e-mail and days received, paged, with the count per status',
    description:
      'A checkout placed as an order is an order lead: its `order` is set and it counts under `status=order`, never as New. ' +
      '`counts` tells how many leads match each status with the other filters applied; `new_count` and `overdue_count` ' +
      '(New for more than 24 hours) cover every lead. Days are whole days in the shop’s time zone (America/Chicago).',
    parameters: queryParameters(leadsQuerySchema),
    responses: { 200: answer('A page of leads', leadsPageSchema), 422: queryRefusal },
  },
  changeLeads: {
    summary: 'Change several leads’ status or owner at once',
    description:
      'One transaction: each lead is checked as PATCH /admin/leads/{id} checks it (New → Contacted → Closed, any → Spam; ' +
      'an order lead’s status is its order’s) and changed or refused on its own; one audit entry per changed or refused lead. ' +
      'The answer lists the leads changed, those already so, and those refused with the reason. An owner who is not staff is a 422 on owner.',
    responses: { 200: answer('What changed and what was refused', leadBulkResultSchema) },
  },
  changeLead: {
    summary: 'Change a lead’s status or owner, or add a note',
    description: 'An owner who is not staff is a 422 on owner.',
    responses: {
      200: answer('The lead', leadSchema),
      404: refusal(LEAD_NOT_FOUND),
      409: refusal('The move is not allowed from the lead’s status (New → Contacted → Closed, any → Spam), or the lead is an order'),
    },
  },
  exportLeadsCsv: {
    summary: `The filtered leads as CSV (UTF-8, a header row, at most ${CSV_MAX_ROWS} rows)`,
    parameters: queryParameters(csvQuerySchema),
    responses: { 200: textAnswer('The leads', 'text/csv'), 422: queryRefusal },
  },
});

/** The audit entry of one lead's change: what moved, the owner given, a note added. */
function leadAudit(lead: LockedLead, change: LeadChange, actor: { id: number; email: string }, ip?: string): NewAuditEvent {
  const moved = change.status && change.status !== lead.status ? { from: lead.status, status: change.status } : {};
  return {
    action: 'lead.update',
    actor,
    target: `${lead.reference} ${lead.email}`,
    clientIp: ip,
    detail: {
      lead_id: lead.id,
      ...moved,
      ...(change.owner !== undefined ? { owner: change.owner } : {}),
      ...(change.note ? { note: true } : {}),
    },
  };
}

/** The audit entry of a lead refused inside a bulk change: the request, the lead, the reason. */
function leadRefusal(
  id: number,
  lead: LockedLead | undefined,
  reason: string,
  change: LeadChange,
  actor: { id: number; email: string },
  ip?: string,
): NewAuditEvent {
  return {
    action: 'staff.refused',
    actor,
    target: lead ? `${lead.reference} ${lead.email}` : `#${id}`,
    clientIp: ip,
    detail: { method: 'PATCH', path: '/admin/leads', status: lead ? 409 : 404, lead_id: id, reason, attempted: change },
  };
}

export function leadsRoutes({ db, config, users, requireUser }: Deps) {
  const checkOwner = async (owner: number | null | undefined) => {
    if (owner != null && (await users.get(owner))?.role !== 'admin') {
      throw new ApiError(422, [{ loc: ['body', 'owner'], msg: 'The owner must be a staff member', type: 'value_error' }]);
    }
  };
  const leadCounts = tableCache(db, 'leads_changed');
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/', describe.listLeads, async (c) => {
      const { page, size, sort, dir, ...query } = parseQuery(leadsQuerySchema, c.req.query());
      const filter = { ...query, q: query.q || undefined, email: query.email || undefined };
      const { status, ...others } = filter;
      const [items, { counts, new_count, overdue_count }] = await Promise.all([
        listLeads(db, filter, pageWindow({ page, size }), { sort, dir }),
        countLeads(db, others, leadCounts),
      ]);
      const total = status ? counts[status] : Object.values(counts).reduce((a, b) => a + b, 0);
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page, counts, new_count, overdue_count });
    })
    .patch('/', describe.changeLeads, jsonBody(leadBulkChangeSchema), async (c) => {
      const { ids, ...change } = c.var.body;
      await checkOwner(change.owner);
      const ip = clientIp(c, config.trustProxy);
      const result = await changeLeads(db, [...new Set(ids)], change, c.var.user, (o) =>
        'refused' in o ? leadRefusal(o.id, o.lead, o.refused, change, c.var.user, ip) : leadAudit(o.lead, o.applied, c.var.user, ip),
      );
      return c.json(result);
    })
    .patch('/:id', describe.changeLead, jsonBody(leadChangeSchema), async (c) => {
      const id = intId(c.req.param('id'), LEAD_NOT_FOUND);
      const change = c.var.body;
      await checkOwner(change.owner);
      const ip = clientIp(c, config.trustProxy);
      await changeLead(db, id, change, c.var.user, (before) => leadAudit(before, change, c.var.user, ip));
      return c.json((await findLead(db, id))!);
    });
}

export function leadsCsvRoutes({ db, requireUser }: Deps) {
  return new Hono().use(requireUser, requireAdmin).get('/', describe.exportLeadsCsv, async (c) => {
    const { q, email, ...filter } = parseQuery(csvQuerySchema, c.req.query());
    const batches = leadBatches(db, { ...filter, q: q || undefined, email: email || undefined }, CSV_MAX_ROWS);
    const rows = (async function* () {
      for await (const leads of batches) yield leads.map(csvRow);
    })();
    const body = await csvStream(LEAD_CSV_COLUMNS, rows);
    c.header('Content-Disposition', 'attachment; filename="leads.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(body, 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
