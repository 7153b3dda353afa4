// The shop's own e-mails about an order: the customer hears when staff ship, deliver or
// cancel it; the team hears when a customer cancels. They are written to the outbox inside
// the transaction that changes the order, so a change that happens is mailed exactly once
// (and a refused or repeated one never), however many API instances run.
import { formatPrice } from '../../src/domain/format';
import type { Order } from '../../src/domain/order';
import { carrierOf, trackingUrl } from '../../src/domain/tracking';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { enqueue, type NewOutboxMessage } from './outbox';
import { shopParams } from './shop';
import { mailSubject, type TemplateKind } from './templates';

export type OrderEvent = 'shipped' | 'delivered' | 'cancelled';
export type ChangedBy = 'staff' | 'customer';
/** Queues the e-mails of one order change in the transaction tx; answers how many. */
export type OrderMailer = (tx: Queryable, order: Order, event: OrderEvent, by: ChangedBy) => Promise<number>;

const CUSTOMER_KIND: Record<OrderEvent, TemplateKind> = {
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

const str = (v: unknown) => (v == null ? '' : String(v));

function orderParams(order: Order, siteUrl: string) {
  const tracking = str(order.tracking_number);
  return {
    reference: order.reference,
    customer_name: order.customer_name,
    customer_email: order.customer_email,
    items: order.items.map((i) => `${i.quantity} × ${i.product_name} — ${formatPrice(i.total_price)}`).join('\n'),
    total: formatPrice(order.total_amount),
    shipping_to: [order.shipping_address, order.shipping_city, `${order.shipping_state} ${order.shipping_zip}`.trim()]
      .filter(Boolean)
      .join(', '),
    shipping_method: str(order.shipping_method),
    tracking_number: tracking,
    tracking_url: tracking ? (trackingUrl(tracking) ?? '') : '',
    carrier: tracking ? (carrierOf(tracking) ?? '') : '',
    order_url: `${siteUrl}/orders/${order.id}`,
    order_link_label: 'See your order',
  };
}

export function orderMailer(config: Pick<Config, 'contentDir' | 'teamEmail' | 'siteUrl'>): OrderMailer {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const message = (template: TemplateKind, recipient: string, replyTo: string, params: Record<string, string>): NewOutboxMessage => ({
    template,
    recipient,
    replyTo,
    params,
    subject: mailSubject(template, params),
    reference: params.reference,
    answersId: null,
    clientIp: '',
  });

  return async (tx, order, event, by) => {
    const params = { ...shop, ...orderParams(order, shop.site_url) };
    const messages: NewOutboxMessage[] = [];
    if (by === 'staff' && params.customer_email)
      messages.push(message(CUSTOMER_KIND[event], params.customer_email, config.teamEmail, params));
    if (by === 'customer' && event === 'cancelled') {
      const forTeam = { ...params, order_url: `${shop.site_url}/staff/orders`, order_link_label: 'Order desk' };
      messages.push(message('order_cancelled_team', config.teamEmail, params.customer_email || config.teamEmail, forTeam));
    }
    for (const m of messages) await enqueue(tx, m);
    return messages.length;
  };
}
