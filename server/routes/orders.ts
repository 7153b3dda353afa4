// The caller's orders: create at checkout (idempotent), list, read, cancel.
import { Hono } from 'hono';
import { createOrderSchema } from '../../src/domain/forms/requests';
import { placeOrder } from '../data/checkout';
import { recordAudit } from '../data/audit';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { fail } from '../http/errors';
import { uuidId } from '../http/params';
import { jsonBody } from '../http/validate';
import { claimKey, completeKey, idempotencyKey, releaseKey, requestHash } from '../http/idempotency';
import { changeStatus } from '../data/orderStatus';
import { findOrder, listOrders } from '../data/orders';

const NOT_FOUND = 'Order not found';

export function orderRoutes({ db, config, catalogue, carts, orderMail, requireUser }: Deps) {
  return new Hono()
    .use(requireUser)
    .get('/', async (c) => c.json(await listOrders(db, { userId: c.var.user.id })))
    .post('/', jsonBody(createOrderSchema), async (c) => {
      const user = c.var.user;
      const key = idempotencyKey(c.req.header('idempotency-key'));
      const claim = await claimKey(db, user.id, key, requestHash(c.var.body));
      if (claim !== 'new') return c.json(await findOrder(db, claim.orderId), 200);
      try {
        const order = await placeOrder(db, catalogue, user, c.var.body, (tx, id) => completeKey(tx, user.id, key, id));
        carts.evict(user.id); // placeOrder emptied it
        return c.json(order, 201);
      } catch (err) {
        await releaseKey(db, user.id, key);
        throw err;
      }
    })
    .get('/:id', async (c) => {
      const order = await findOrder(db, uuidId(c.req.param('id'), NOT_FOUND), c.var.user.id);
      return order ? c.json(order) : fail(404, NOT_FOUND);
    })
    .post('/:id/cancel', async (c) => {
      const order = await changeStatus(db, uuidId(c.req.param('id'), NOT_FOUND), { status: 'cancelled' }, { ownerId: c.var.user.id, actorId: c.var.user.id, mail: orderMail });
      await recordAudit(db, { action: 'order.status_change', actor: c.var.user, target: order.reference, clientIp: clientIp(c, config.trustProxy), detail: { status: 'cancelled', by: 'customer' } });
      return c.json(order);
    });
}
