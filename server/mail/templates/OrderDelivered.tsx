import { hello, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { WithShop } from './params';

export const subject = (p: OrderParams) => `Your order ${p.reference} was delivered`;

export function Email(p: WithShop<OrderParams>) {
  return (
    <Layout title="Your order was delivered" shop={p}>
      <P>{hello(p.to_name)}</P>
      <P>
        Your order <strong>{p.reference}</strong>
        {` was delivered. Thank you for buying from ${p.shop_name}.`}
      </P>
      <OrderSummary order={p} />
      <P>Something missing or damaged? Reply to this e-mail within 30 days and we will put it right.</P>
    </Layout>
  );
}
