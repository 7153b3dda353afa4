// The leads desk for staff: GET /admin/leads (filtered, searched, paged, with the count of
// New), PATCH /admin/leads/{id} (status, owner, a note), GET /admin/leads.csv (the filtered list).
import { Hono } from 'hono';
import { z } from 'zod';
import { leadChangeSchema } from '../../src/domain/leadChange';
import { canMoveLead, LEAD_CSV_COLUMNS, leadMoveRefusal, leadStatuses, leadTypes, type Lead } from '../../src/domain/leads';
import { requireAdmin } from '../auth/middleware';
import { recordAudit } from '../data/audit';
import { findLead, listLeads, lockLeadStatus, updateLead } from '../data/leads';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { toCsv } from '../../src/domain/csv';
import { ApiError, fail } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal, refusal, textAnswer } from '../openapi/describe';
import { leadSchema, leadsPageSchema } from '../../src/domain/api';
import { pageQueryFields, pageWindow } from '../../src/domain/requests';

const NOT_FOUND = 'Lead not found';
const CSV_MAX_ROWS = 10_000;

const filterFields = {
  type: z.enum(leadTypes, { error: `Type must be one of ${leadTypes.join(', ')}` }).optional(),
  status: z.enum(leadStatuses, { error: `Status must be one of ${leadStatuses.join(', ')}` }).optional(),
  q: z.string().trim().max(100).optional(),
};
export const leadsQuerySchema = z.object({
  ...filterFields,
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
    summary: 'Leads, newest first, by type, status and text, paged, with the count of New',
    parameters: queryParameters(leadsQuerySchema),
    responses: { 200: answer('A page of leads', leadsPageSchema), 422: queryRefusal },
  },
  changeLead: {
    summary: 'Change a lead’s status or owner, or add a note',
    description: 'An owner who is not staff is a 422 on owner.',
    responses: {
      200: answer('The lead', leadSchema),
      404: refusal(NOT_FOUND),
      409: refusal('The move is not allowed from the lead’s status (New → Contacted → Closed, any → Spam)'),
    },
  },
  exportLeadsCsv: {
    summary: `The filtered leads as CSV (UTF-8, a header row, at most ${CSV_MAX_ROWS} rows)`,
    parameters: queryParameters(csvQuerySchema),
    responses: { 200: textAnswer('The leads', 'text/csv'), 422: queryRefusal },
  },
});

export function leadsRoutes({ db, config, users, requireUser }: Deps) {
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/', describe.listLeads, async (c) => {
      const { page, size, q, ...filter } = parseQuery(leadsQuerySchema, c.req.query());
      const { items, total, new_count } = await listLeads(db, { ...filter, q: q || undefined }, pageWindow({ page, size }));
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page, new_count });
    })
    .patch('/:id', describe.changeLead, jsonBody(leadChangeSchema), async (c) => {
      const id = intId(c.req.param('id'), NOT_FOUND);
      const change = c.var.body;
      if (change.owner != null && (await users.get(change.owner))?.role !== 'admin') {
        throw new ApiError(422, [{ loc: ['body', 'owner'], msg: 'The owner must be a staff member', type: 'value_error' }]);
      }
      const previous = await db.transaction(async (tx) => {
        const status = await lockLeadStatus(tx, id);
        if (!status) return fail(404, NOT_FOUND);
        if (change.status && !canMoveLead(status, change.status)) fail(409, leadMoveRefusal(status, change.status));
        await updateLead(tx, id, change, c.var.user);
        return status;
      });
      const lead = (await findLead(db, id))!;
      const moved = change.status && change.status !== previous ? { from: previous, status: change.status } : {};
      await recordAudit(db, {
        action: 'lead.update',
        actor: c.var.user,
        target: `${lead.reference} ${lead.email}`,
        clientIp: clientIp(c, config.trustProxy),
        detail: {
          lead_id: id,
          ...moved,
          ...(change.owner !== undefined ? { owner: change.owner } : {}),
          ...(change.note ? { note: true } : {}),
        },
      });
      return c.json(lead);
    });
}

export function leadsCsvRoutes({ db, requireUser }: Deps) {
  return new Hono().use(requireUser, requireAdmin).get('/', describe.exportLeadsCsv, async (c) => {
    const { q, ...filter } = parseQuery(csvQuerySchema, c.req.query());
    const { items } = await listLeads(db, { ...filter, q: q || undefined }, { limit: CSV_MAX_ROWS, offset: 0 });
    c.header('Content-Disposition', 'attachment; filename="leads.csv"');
    c.header('Cache-Control', 'no-store');
    return c.body(toCsv([[...LEAD_CSV_COLUMNS], ...items.map(csvRow)]), 200, { 'Content-Type': 'text/csv; charset=utf-8' });
  });
}
