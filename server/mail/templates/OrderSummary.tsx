// The order as every order e-mail shows it: reference, company / PO / job, items, total, where it ships (or the yard it is picked up at), and a
// link to the order (the customer's page, or the staff's order desk).
import { Section } from '@react-email/components';
import { isLang } from '#domain/i18n/locales';
import { fill } from '#domain/i18n/fill';
import { messagesFor } from '#domain/i18n/messages';
import type { MailParams, WithShop } from './params';
import { Layout, Lines, P, TextLink } from './Layout';

export type OrderParams = MailParams<
  | 'reference'
  | 'customer_name'
  | 'customer_email'
  | 'to_name'
  | 'items'
  | 'total'
  | 'shipping_to'
  | 'shipping_method'
  | 'tracking_number'
  | 'tracking_url'
  | 'carrier'
  | 'order_url'
  | 'order_link_label'
  | 'purchase'
> &
  /**
   * 'Pick up at our San Antonio yard' for a pickup (then shipping_to is the yard); absent in older mail: 'Shipping to'.
   * lang: the order's language ('en' in older mail); fulfilment: 'ship' or 'pickup' (older mail: told by delivery_label).
   */
  Partial<MailParams<'delivery_label' | 'lang' | 'fulfilment'>>;

/** The order e-mails' words in the order's language. */
export const mailWords = (p: Pick<OrderParams, 'lang'>) => messagesFor(isLang(p.lang) ? p.lang : 'en').shop.mail;

/** The greeting: by name when the server kept one (see visitorText.ts), else plainly. */
export const greeting = (p: Pick<OrderParams, 'lang' | 'to_name'>): string => {
  const m = mailWords(p);
  return p.to_name ? fill(m.helloName, { name: p.to_name }) : m.hello;
};

const box = { margin: '16px 0', padding: '12px 16px', border: '1px solid #e2e8f0', borderRadius: '6px' };
const line = { margin: '0 0 8px' };

export function OrderSummary({ order }: { order: OrderParams }) {
  const m = mailWords(order);
  return (
    <>
      <Section style={box}>
        <P style={line}>
          <strong>{fill(m.orderHeading, { reference: order.reference })}</strong>
        </P>
        {order.purchase && <P style={line}>{order.purchase}</P>}
        <P style={line}>
          <Lines text={order.items} />
        </P>
        <P style={line}>
          {`${m.total}: `}
          <strong>{order.total}</strong>
        </P>
        <P style={{ margin: 0 }}>{[order.delivery_label || m.shippingTo, order.shipping_to].filter(Boolean).join(': ')}</P>
      </Section>
      <P>
        <TextLink href={order.order_url}>{order.order_link_label}</TextLink>
      </P>
    </>
  );
}

/** An order's e-mail that says one thing about it: greeting, "Your order ORD-… <what>", the summary, a last line. */
export function OrderNotice({ order, title, what, last }: { order: WithShop<OrderParams>; title: string; what: string; last: string }) {
  return (
    <Layout title={title} shop={order}>
      <P>{greeting(order)}</P>
      <P>
        {mailWords(order).yourOrder}
        <strong>{order.reference}</strong>
        {what}
      </P>
      <OrderSummary order={order} />
      <P>{last}</P>
    </Layout>
  );
}
