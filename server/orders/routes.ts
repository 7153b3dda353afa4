// The caller's orders: create at checkout (idempotent), list, read, cancel.
import { Hono } from 'hono';
import { z } from 'zod';
import { buyAgainSchema, orderSchema } from '#domain/orders/schemas';
import { buyAgain } from './buyAgain';
import { cartJson, readCartRows } from './cart';
import { orderDocumentResponder, pdfAnswer } from './documentRoutes';
import { createOrderSchema } from '#domain/forms/requests';
import { placeOrder } from './checkout';
import { isLang, type Lang } from '#domain/i18n/locales';
import type { Deps } from '../deps';
import { signedInAuditEvent } from '../audit/staffAudit';
import { fail } from '../http/errors';
import { uuidId } from '../http/params';
import { jsonBody } from '../http/validate';
import { idempotencyKey, withIdempotency } from '../http/idempotency';
import { changeStatus } from './status';
import { findOrder, listOrders } from './reads';
import { answer, describeOperations, refusal } from '../openapi/describe';

const NOT_FOUND = 'Order not found';

/** The checkout page's language, from Content-Language ("es", "es-US"); English otherwise. */
const requestLang = (header: string | undefined): Lang => {
  const lang = header?.trim().slice(0, 2).toLowerCase();
  return isLang(lang) ? lang : 'en';
};

const describe = describeOperations({
  listMyOrders: { summary: 'The caller’s orders, newest first', responses: { 200: answer('The orders', z.array(orderSchema)) } },
  placeOrder: {
    summary: 'Place an order from the cart (which it empties)',
    description: 'Idempotent: the same Idempotency-Key with the same body answers the first order again (200); with another body, a 422.',
    parameters: [
      { name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string', minLength: 1, maxLength: 255 } },
      {
        name: 'Content-Language',
        in: 'header',
        required: false,
        description: 'The checkout page’s language (en or es): the order’s e-mails and documents are written in it. English when absent.',
        schema: { type: 'string', maxLength: 35 },
      },
    ],
    responses: {
      201: answer('The order', orderSchema),
      200: answer('The order an earlier request with this Idempotency-Key placed', orderSchema),
      400: refusal('The Idempotency-Key is missing or malformed, or the cart is empty'),
      409: refusal('Stock is short, a product is no longer available, or this Idempotency-Key’s first request is still running'),
    },
  },
  getMyOrder: { summary: 'One of the caller’s orders', responses: { 200: answer('The order', orderSchema), 404: refusal(NOT_FOUND) } },
  cancelOrder: {
    summary: 'Cancel a processing order (its items go back into stock) while staff have not confirmed it and no payment is recorded',
    responses: {
      200: answer('The order', orderSchema),
      404: refusal(NOT_FOUND),
      409: refusal('The order is no longer processing, staff have confirmed it, or a payment is recorded on it'),
    },
  },
  buyAgain: {
    summary: 'Put every still-sold item of the order back into the cart at today’s price, capped at today’s stock',
    responses: { 200: answer('The cart and what changed from the order', buyAgainSchema), 404: refusal(NOT_FOUND) },
  },
  getMyOrderInvoice: pdfAnswer('invoice'),
  getMyOrderConfirmation: pdfAnswer('confirmation'),
});

export function orderRoutes({ db, config, catalogue, carts, orderMail, requireUser }: Deps) {
  const documentOf = orderDocumentResponder({ db, config });
  const mine = (c: { req: { param: (k: 'id') => string }; var: { user: { id: number } } }) =>
    findOrder(db, uuidId(c.req.param('id'), NOT_FOUND), c.var.user.id);
  const auditEvent = signedInAuditEvent({ config });
  return new Hono()
    .use(requireUser)
    .get('/', describe.listMyOrders, async (c) => c.json(await listOrders(db, { userId: c.var.user.id })))
    .post('/', describe.placeOrder, jsonBody(createOrderSchema), async (c) => {
      const user = c.var.user;
      const request = { userId: user.id, key: idempotencyKey(c.req.header('idempotency-key')), body: c.var.body };
      const { result, replayed } = await withIdempotency(
        db,
        request,
        (complete) => placeOrder(db, catalogue, user, c.var.body, requestLang(c.req.header('content-language')), complete),
        async (orderId) => (await findOrder(db, orderId))!,
      );
      if (replayed) return c.json(result, 200);
      carts.evict(user.id); // placeOrder emptied it
      return c.json(result, 201);
    })
    .get('/:id', describe.getMyOrder, async (c) => {
      const order = await mine(c);
      return order ? c.json(order) : fail(404, NOT_FOUND);
    })
    .get('/:id/invoice.pdf', describe.getMyOrderInvoice, async (c) => documentOf(c, 'invoice', await mine(c)))
    .get('/:id/confirmation.pdf', describe.getMyOrderConfirmation, async (c) => documentOf(c, 'confirmation', await mine(c)))
    .post('/:id/buy-again', describe.buyAgain, async (c) => {
      const order = (await mine(c)) ?? fail(404, NOT_FOUND);
      const changes = await buyAgain(db, catalogue, c.var.user.id, order);
      carts.evict(c.var.user.id);
      return c.json({ cart: cartJson(catalogue, await readCartRows(db, c.var.user.id)), changes });
    })
    .post('/:id/cancel', describe.cancelOrder, async (c) => {
      const order = await changeStatus(
        db,
        uuidId(c.req.param('id'), NOT_FOUND),
        { status: 'cancelled' },
        {
          ownerId: c.var.user.id,
          actorId: c.var.user.id,
          mail: orderMail,
          audit: (o) => auditEvent(c, 'order.status_change', o.reference, { status: 'cancelled', by: 'customer' }),
        },
      );
      return c.json(order);
    });
}
