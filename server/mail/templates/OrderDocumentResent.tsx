import { hello, Layout, P } from './Layout';
import { OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

/** document_kind: 'confirmation' or 'invoice', the PDF attached. */
type ResentParams = OrderParams & MailParams<'document_kind' | 'invoice_number' | 'terms' | 'due_date'>;

const isInvoice = (p: ResentParams) => p.document_kind === 'invoice';

export const subject = (p: ResentParams) =>
  isInvoice(p) ? `Invoice ${p.invoice_number} for order ${p.reference}` : `Order confirmation for ${p.reference}`;

export function Email(p: WithShop<ResentParams>) {
  return (
    <Layout title={isInvoice(p) ? 'Your invoice' : 'Your order confirmation'} shop={p}>
      <P>{hello(p.to_name)}</P>
      <P>
        {isInvoice(p)
          ? `Invoice ${p.invoice_number} for your order ${p.reference} is attached as a PDF (${p.terms}, due ${p.due_date}).`
          : `The confirmation of your order ${p.reference} is attached as a PDF (payment terms: ${p.terms}).`}
      </P>
      <OrderSummary order={p} />
      <P>Questions about the order? Reply to this e-mail.</P>
    </Layout>
  );
}
