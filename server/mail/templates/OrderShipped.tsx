import { fulfilments } from '#domain/orders/purchase';
import { ActionButton, hello, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

type ShippedParams = OrderParams & MailParams<'invoice_number' | 'terms'>;

// A pickup order is marked shipped when it is ready at the yard: nothing is on its way.
const isPickup = (p: ShippedParams) => p.delivery_label === fulfilments[1].label;

export const subject = (p: ShippedParams) =>
  isPickup(p) ? `Your order ${p.reference} is ready for pickup` : `Your order ${p.reference} has shipped`;

export function Email(p: WithShop<ShippedParams>) {
  return (
    <Layout title={isPickup(p) ? 'Your order is ready for pickup' : 'Your order has shipped'} shop={p}>
      <P>{hello(p.to_name)}</P>
      {isPickup(p) ? (
        <P>
          Your order <strong>{p.reference}</strong>
          {` is ready to pick up at our San Antonio yard: ${p.shipping_to}. Please bring the order reference.`}
        </P>
      ) : (
        <>
          <P>
            Your order <strong>{p.reference}</strong>
            {` is on its way by ${p.shipping_method}.`}
          </P>
          <P>
            {'Tracking number: '}
            <strong>{p.tracking_number}</strong>
          </P>
          {p.tracking_url && <ActionButton href={p.tracking_url}>{`Track it with ${p.carrier}`}</ActionButton>}
        </>
      )}
      {p.invoice_number && <P>{`Invoice ${p.invoice_number} is attached as a PDF (${p.terms}).`}</P>}
      <OrderSummary order={p} />
      <P>{isPickup(p) ? 'Questions about the pickup? Reply to this e-mail.' : 'Questions about the delivery? Reply to this e-mail.'}</P>
    </Layout>
  );
}
