import { fill } from '#domain/i18n/fill';
import { fulfilments } from '#domain/orders/purchase';
import { ActionButton, Layout, P } from './Layout';
import { greeting, mailWords, OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

type ShippedParams = OrderParams & MailParams<'invoice_number' | 'terms'>;

// A pickup order is marked shipped when it is ready at the yard: nothing is on its way.
// Mail queued before orders carried their fulfilment tells it by the English pickup label.
const isPickup = (p: ShippedParams) => (p.fulfilment ? p.fulfilment === 'pickup' : p.delivery_label === fulfilments[1].label);

export const subject = (p: ShippedParams) => {
  const m = mailWords(p);
  return fill(isPickup(p) ? m.readySubject : m.shippedSubject, { reference: p.reference });
};

export function Email(p: WithShop<ShippedParams>) {
  const m = mailWords(p);
  return (
    <Layout title={isPickup(p) ? m.readyTitle : m.shippedTitle} shop={p}>
      <P>{greeting(p)}</P>
      {isPickup(p) ? (
        <P>
          {m.yourOrder}
          <strong>{p.reference}</strong>
          {fill(m.readyAt, { yard: p.shipping_to })}
        </P>
      ) : (
        <>
          <P>
            {m.yourOrder}
            <strong>{p.reference}</strong>
            {fill(m.onItsWay, { method: p.shipping_method })}
          </P>
          <P>
            {m.trackingNumber}
            <strong>{p.tracking_number}</strong>
          </P>
          {p.tracking_url && <ActionButton href={p.tracking_url}>{fill(m.trackIt, { carrier: p.carrier })}</ActionButton>}
        </>
      )}
      {p.invoice_number && <P>{fill(m.invoiceAttached, { number: p.invoice_number, terms: p.terms })}</P>}
      <OrderSummary order={p} />
      <P>{isPickup(p) ? m.pickupQuestions : m.deliveryQuestions}</P>
    </Layout>
  );
}
