import { fill } from '#domain/i18n/fill';
import { Layout, P } from './Layout';
import { greeting, mailWords, OrderSummary, type OrderParams } from './OrderSummary';
import type { WithShop } from './params';

export const subject = (p: OrderParams) => fill(mailWords(p).cancelledSubject, { reference: p.reference });

export function Email(p: WithShop<OrderParams>) {
  const m = mailWords(p);
  return (
    <Layout title={m.cancelledTitle} shop={p}>
      <P>{greeting(p)}</P>
      <P>
        {m.yourOrder}
        <strong>{p.reference}</strong>
        {m.cancelledRefund}
      </P>
      <OrderSummary order={p} />
      <P>{m.cancelledQuestion}</P>
    </Layout>
  );
}
