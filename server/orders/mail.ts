// The shop's own e-mails about an order: the customer hears when staff confirm, ship, deliver or
// cancel it (the confirmation and the invoice go with them as PDFs); the team hears when a customer cancels. They are written to the outbox inside
// the transaction that changes the order, so a change that happens is mailed exactly once
// (and a refused or repeated one never), however many API instances run. The customer's mail goes
// to their account's own address, never to one typed at checkout, and greets them by a plain
// short name only (visitorText's rule), whatever was typed as the name.
import type { PaymentTerms } from '#domain/orders/billing';
import { localePath, type Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { orderCharges } from '#domain/orders/orderCharges';
import { carrierOf, trackingUrl } from '#domain/orders/tracking';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { enqueue, type NewOutboxMessage } from '../mail/outbox';
import { shopParams } from '../mail/shop';
import { pickupYards } from './pickupYard';
import { mailSubject, type TemplateKind } from '../mail/templates';
import { greetingName } from '../mail/visitorText';

export type OrderEvent = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';
export type ChangedBy = 'staff' | 'customer';
/** Queues the e-mails of one order change in the transaction tx; answers how many. */
export type OrderMailer = (tx: Queryable, order: Order, event: OrderEvent, by: ChangedBy) => Promise<number>;

const CUSTOMER_KIND: Record<OrderEvent, TemplateKind> = {
  confirmed: 'order_confirmed',
  shipped: 'order_shipped',
  delivered: 'order_delivered',
  cancelled: 'order_cancelled',
};

const str = (v: unknown) => (v == null ? '' : String(v));

/** The order's parameters in `lang`: the customer's mail is in the order's language, the team's in English. */
function orderParams(order: Order, siteUrl: string, pickupYard: string, lang: Lang) {
  const words = messagesFor(lang).shop;
  const { order: m } = words;
  const tracking = str(order.tracking_number);
  // English keeps the day as staff typed it (2027-04-08); Spanish reads "8 de abril de 2027".
  const day = (d: string | null) => (d && lang !== 'en' ? formatLongDate(d, lang) : str(d));
  const purchase = [
    [m.company, order.company],
    [m.poNumber, order.po_number],
    [m.jobReference, order.job_reference],
  ].filter(([, v]) => v);
  const shippingTo = [order.shipping_address, order.shipping_city, `${order.shipping_state} ${order.shipping_zip}`.trim()]
    .filter(Boolean)
    .join(', ');
  return {
    lang,
    fulfilment: order.fulfilment,
    reference: order.reference,
    customer_name: order.customer_name,
    customer_email: order.customer_email,
    to_name: greetingName(order.customer_name),
    items: order.items.map((i) => `${i.quantity} × ${i.product_name} — ${formatPrice(i.total_price)}`).join('\n'),
    total: formatPrice(order.total_amount),
    purchase: purchase.map(([k, v]) => `${k}: ${v}`).join(' · '),
    ...(order.fulfilment === 'pickup'
      ? { delivery_label: m.fulfilments.pickup, shipping_to: pickupYard }
      : { delivery_label: words.mail.shippingTo, shipping_to: shippingTo }),
    shipping_method: str(order.shipping_method),
    tracking_number: tracking,
    tracking_url: tracking ? (trackingUrl(tracking) ?? '') : '',
    carrier: tracking ? (carrierOf(tracking) ?? '') : '',
    order_url: `${siteUrl}${localePath(`/orders/${order.id}`, lang)}`,
    order_link_label: words.mail.seeOrder,
    terms: order.payment_terms ? m.paymentTerms[order.payment_terms as PaymentTerms] : words.mail.termsToArrange,
    expected_ship_date: day(order.expected_ship_date),
    due_date: day(order.due_date),
    invoice_number: str(order.invoice_number),
    charges: orderCharges(order)
      .map((c) => `${m.charges[c.key]}: ${formatPrice(c.amount)}`)
      .join('\n'),
    // The order as it was at this change: the attached confirmation or invoice is made from it.
    document: JSON.stringify(order),
    pickup_yard: pickupYard,
  };
}

/** The e-mail address of the account that placed the order. */
async function accountAddress(tx: Queryable, orderId: string): Promise<string | undefined> {
  const { rows } = await tx.query<{ email: string }>('SELECT u.email FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1', [
    orderId,
  ]);
  return rows[0]?.email;
}

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

type MailConfig = Pick<Config, 'contentDir' | 'teamEmail' | 'siteUrl'>;
function paramsOf(config: MailConfig) {
  const shop = shopParams(config.contentDir, config.siteUrl);
  const yards = pickupYards(config.contentDir);
  return (order: Order, lang: Lang = order.lang) => ({ ...shop, ...orderParams(order, shop.site_url, yards[lang], lang) });
}

export function orderMailer(config: MailConfig): OrderMailer {
  const paramsFor = paramsOf(config);
  return async (tx, order, event, by) => {
    const account = await accountAddress(tx, order.id);
    const messages: NewOutboxMessage[] = [];
    if (by === 'staff' && account) messages.push(message(CUSTOMER_KIND[event], account, config.teamEmail, paramsFor(order)));
    if (by === 'customer' && event === 'cancelled') {
      const params = paramsFor(order, 'en');
      const forTeam = { ...params, order_url: `${params.site_url}/staff/orders`, order_link_label: 'Order desk' };
      messages.push(message('order_cancelled_team', config.teamEmail, account ?? config.teamEmail, forTeam));
    }
    for (const m of messages) await enqueue(tx, m);
    return messages.length;
  };
}

/** Queues the order's confirmation or invoice again, to the account's address; answers that address. */
export type OrderDocumentMailer = (tx: Queryable, order: Order, kind: 'confirmation' | 'invoice') => Promise<string | undefined>;

export function orderDocumentMailer(config: MailConfig): OrderDocumentMailer {
  const paramsFor = paramsOf(config);
  return async (tx, order, kind) => {
    const account = await accountAddress(tx, order.id);
    if (!account) return undefined;
    await enqueue(tx, message('order_document', account, config.teamEmail, { ...paramsFor(order), document_kind: kind }));
    return account;
  };
}
