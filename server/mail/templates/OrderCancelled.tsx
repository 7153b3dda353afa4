import { hello, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { WithShop } from './params';

export const subject = (p: OrderParams) => `Your order ${p.reference} was cancelled`;

export function Email(p: WithShop<OrderParams>) {
  return (
    <Layout title="Your order was cancelled" shop={p}>
      <P>{hello(p.to_name)}</P>
      <P>
        Your order <strong>{p.reference}</strong> was cancelled and will not be shipped. If you paid already, the full amount is refunded to
        your payment method within 5 business days.
      </P>
      <OrderSummary order={p} />
      <P>Did not expect this? Reply to this e-mail and we will look into it.</P>
    </Layout>
  );
}
