import { Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';

export const subject = (p: OrderParams) => `Order ${p.reference} cancelled by the customer`;

export function Email(p: OrderParams) {
  return (
    <Layout title={subject(p)}>
      <P>
        {`${p.customer_name} (${p.customer_email}) cancelled order `}
        <strong>{p.reference}</strong> on the website. The stock of its items is back on the shelf; refund any payment received.
      </P>
      <OrderSummary order={p} />
      <P>Reply to this e-mail to write to the customer.</P>
    </Layout>
  );
}
