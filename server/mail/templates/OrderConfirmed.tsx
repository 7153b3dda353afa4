import { hello, Layout, Lines, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

type ConfirmedParams = OrderParams & MailParams<'terms' | 'expected_ship_date' | 'charges'>;

export const subject = (p: ConfirmedParams) => `Order ${p.reference} confirmed`;

export function Email(p: WithShop<ConfirmedParams>) {
  return (
    <Layout title="Your order is confirmed" shop={p}>
      <P>{hello(p.to_name)}</P>
      <P>
        We have confirmed your order <strong>{p.reference}</strong>
        {`. Payment terms: ${p.terms}. Expected ship date: ${p.expected_ship_date}.`}
      </P>
      <P>
        <Lines text={p.charges} />
      </P>
      <P>The order confirmation is attached as a PDF.</P>
      <OrderSummary order={p} />
      <P>Questions about the order? Reply to this e-mail.</P>
    </Layout>
  );
}
