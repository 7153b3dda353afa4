// The audit log for staff (mounted at /admin/audit): newest first, paged, by action and actor.
import { Hono } from 'hono';
import { z } from 'zod';
import { auditActions } from '../../src/domain/audit';
import { requireAdmin } from '../auth/middleware';
import { listAudit } from '../data/audit';
import type { Deps } from '../deps';
import { parseQuery } from '../http/validate';
import { answer, describeOperations, queryParameters, queryRefusal } from '../openapi/describe';
import { auditPageSchema } from '../../src/domain/api';
import { pageQueryFields, pageWindow } from '../../src/domain/requests';

export const auditQuerySchema = z.object({
  action: z.enum(auditActions, { error: `Action must be one of ${auditActions.join(', ')}` }).optional(),
  actor: z.string().trim().max(254).optional(),
  ...pageQueryFields(50),
});

const describe = describeOperations({
  listAuditEvents: {
    summary: 'Security events and staff actions, newest first, by action and actor, paged',
    parameters: queryParameters(auditQuerySchema),
    responses: { 200: answer('A page of events', auditPageSchema), 422: queryRefusal },
  },
});

export function auditRoutes({ db, requireUser }: Deps) {
  return new Hono().use(requireUser, requireAdmin).get('/', describe.listAuditEvents, async (c) => {
    const { page, size, action, actor } = parseQuery(auditQuerySchema, c.req.query());
    const { items, total } = await listAudit(db, { action, actor: actor || undefined }, pageWindow({ page, size }));
    return c.json({ items, total, pages: Math.ceil(total / size), current_page: page });
  });
}
