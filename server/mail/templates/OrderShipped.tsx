import { ActionButton, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { WithShop } from './params';

export const subject = (p: OrderParams) => `Your order ${p.reference} has shipped`;

export function Email(p: WithShop<OrderParams>) {
  return (
    <Layout title="Your order has shipped" shop={p}>
      <P>{`Hello ${p.customer_name},`}</P>
      <P>
        Your order <strong>{p.reference}</strong>
        {` is on its way by ${p.shipping_method}.`}
      </P>
      <P>
        {'Tracking number: '}
        <strong>{p.tracking_number}</strong>
      </P>
      {p.tracking_url && <ActionButton href={p.tracking_url}>{`Track it with ${p.carrier}`}</ActionButton>}
      <OrderSummary order={p} />
      <P>Questions about the delivery? Reply to this e-mail.</P>
    </Layout>
  );
}
