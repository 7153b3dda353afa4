import { ActionButton, hello, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

type ShippedParams = OrderParams & MailParams<'invoice_number' | 'terms'>;

export const subject = (p: ShippedParams) => `Your order ${p.reference} has shipped`;

export function Email(p: WithShop<ShippedParams>) {
  return (
    <Layout title="Your order has shipped" shop={p}>
      <P>{hello(p.to_name)}</P>
      <P>
        Your order <strong>{p.reference}</strong>
        {` is on its way by ${p.shipping_method}.`}
      </P>
      <P>
        {'Tracking number: '}
        <strong>{p.tracking_number}</strong>
      </P>
      {p.tracking_url && <ActionButton href={p.tracking_url}>{`Track it with ${p.carrier}`}</ActionButton>}
      {p.invoice_number && <P>{`Invoice ${p.invoice_number} is attached as a PDF (${p.terms}).`}</P>}
      <OrderSummary order={p} />
      <P>Questions about the delivery? Reply to this e-mail.</P>
    </Layout>
  );
}
