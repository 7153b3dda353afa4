// Staff order desk: every order, filtered, searched and paged; status changes.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../auth/middleware';
import type { Deps } from '../deps';
import { signedInAuditEvent } from '../audit/staffAudit';
import { fail } from '../http/errors';
import { uuidId } from '../http/params';
import { jsonBody, parseQuery } from '../http/validate';
import { orderStatusChangeSchema, pageQueryFields, pageWindow } from '#domain/orders/requests';
import { orderSchema, staffOrdersPageSchema } from '#domain/orders/schemas';
import { dateRangeQueryFields, orderSortKeys, sortQueryFields } from '#domain/shared/deskQuery';
import { answer, describeOperations, queryParameters, queryRefusal, refusal } from '../openapi/describe';
import { changeStatus } from './status';
import { countOrdersByStatus, findOrder, listOrders, orderStatuses } from './reads';
import { deskOrderViews } from '#domain/orders/order';
import { tableCache } from '../db/tableCache';

const NOT_FOUND = 'Order not found';

export const adminOrdersQuerySchema = z.object({
  status: z.enum(deskOrderViews, { error: `Status must be one of ${deskOrderViews.join(', ')}` }).optional(),
  q: z.string().trim().max(100).optional(),
  payment: z.enum(['awaiting', 'overdue'], { error: 'Payment must be awaiting or overdue' }).optional(),
  ...dateRangeQueryFields,
  ...sortQueryFields(orderSortKeys, 'created_at'),
  ...pageQueryFields(20),
});

const describe = describeOperations({
  listAllOrders: {
    summary:
      'Every order, newest first or sorted, by status (or to_confirm: processing and not yet confirmed), payment (awaiting, overdue), text (reference, name, e-mail, company, PO, job, invoice) and days placed, paged',
    description:
      'Days are whole days in the shop’s time zone (America/Chicago). `counts` tells how many orders match each status, and to_confirm how many processing ones are not yet confirmed, with the other filters applied.',
    parameters: queryParameters(adminOrdersQuerySchema),
    responses: { 200: answer('A page of orders and the count per status', staffOrdersPageSchema), 422: queryRefusal },
  },
  getAnyOrder: { summary: 'Any order', responses: { 200: answer('The order', orderSchema), 404: refusal(NOT_FOUND) } },
  changeOrderStatus: {
    summary: 'Ship, deliver or cancel an order (the customer is e-mailed)',
    responses: {
      200: answer('The order', orderSchema),
      404: refusal(NOT_FOUND),
      409: refusal('The move is not allowed from the order’s status, or the order is already shipped (the first tracking number stays)'),
    },
  },
});

export function adminRoutes({ db, config, orderMail, requireUser }: Deps) {
  const orderCounts = tableCache(db, 'orders_changed');
  const auditEvent = signedInAuditEvent({ config });
  return new Hono()
    .use(requireUser, requireAdmin)
    .get('/orders', describe.listAllOrders, async (c) => {
      const { page, size, sort, dir, ...filter } = parseQuery(adminOrdersQuerySchema, c.req.query());
      const { status: _status, ...others } = filter;
      const [items, counts] = await Promise.all([
        listOrders(db, filter, pageWindow({ page, size }), { sort, dir }),
        countOrdersByStatus(db, others, orderCounts),
      ]);
      const total = filter.status ? counts[filter.status] : orderStatuses.reduce((n, s) => n + counts[s], 0);
      return c.json({ items, total, pages: Math.ceil(total / size), current_page: page, counts });
    })
    .get('/orders/:id', describe.getAnyOrder, async (c) => {
      const order = await findOrder(db, uuidId(c.req.param('id'), NOT_FOUND));
      return order ? c.json(order) : fail(404, NOT_FOUND);
    })
    .patch('/orders/:id', describe.changeOrderStatus, jsonBody(orderStatusChangeSchema), async (c) => {
      const order = await changeStatus(db, uuidId(c.req.param('id'), NOT_FOUND), c.var.body, {
        actorId: c.var.user.id,
        mail: orderMail,
        audit: (o) => auditEvent(c, 'order.status_change', o.reference, { ...c.var.body }),
      });
      return c.json(order);
    });
}
