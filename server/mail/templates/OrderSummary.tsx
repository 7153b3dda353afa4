// The order as every order e-mail shows it: reference, company / PO / job, items, total, where it ships (or the yard it is picked up at), and a
// link to the order (the customer's page, or the staff's order desk).
import { Section } from '@react-email/components';
import type { MailParams } from './params';
import { Lines, P, TextLink } from './Layout';

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
  /** 'Pick up at our San Antonio yard' for a pickup (then shipping_to is the yard); absent in older mail: 'Shipping to'. */
  Partial<MailParams<'delivery_label'>>;

const box = { margin: '16px 0', padding: '12px 16px', border: '1px solid #e2e8f0', borderRadius: '6px' };
const line = { margin: '0 0 8px' };

export function OrderSummary({ order }: { order: OrderParams }) {
  return (
    <>
      <Section style={box}>
        <P style={line}>
          <strong>{`Order ${order.reference}`}</strong>
        </P>
        {order.purchase && <P style={line}>{order.purchase}</P>}
        <P style={line}>
          <Lines text={order.items} />
        </P>
        <P style={line}>
          {'Total: '}
          <strong>{order.total}</strong>
        </P>
        <P style={{ margin: 0 }}>{[order.delivery_label || 'Shipping to', order.shipping_to].filter(Boolean).join(': ')}</P>
      </Section>
      <P>
        <TextLink href={order.order_url}>{order.order_link_label}</TextLink>
      </P>
    </>
  );
}
