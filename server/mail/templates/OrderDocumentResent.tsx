import { fill } from '#domain/i18n/fill';
import { Layout, P } from './Layout';
import { greeting, mailWords, OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

/** document_kind: 'confirmation' or 'invoice', the PDF attached. */
type ResentParams = OrderParams & MailParams<'document_kind' | 'invoice_number' | 'terms' | 'due_date'>;

const isInvoice = (p: ResentParams) => p.document_kind === 'invoice';
const values = (p: ResentParams) => ({ number: p.invoice_number, reference: p.reference, terms: p.terms, date: p.due_date });

export const subject = (p: ResentParams) => {
  const m = mailWords(p);
  return fill(isInvoice(p) ? m.invoiceSubject : m.confirmationSubject, values(p));
};

export function Email(p: WithShop<ResentParams>) {
  const m = mailWords(p);
  return (
    <Layout title={isInvoice(p) ? m.invoiceTitle : m.confirmationTitle} shop={p}>
      <P>{greeting(p)}</P>
      <P>{fill(isInvoice(p) ? m.invoiceResent : m.confirmationResent, values(p))}</P>
      <OrderSummary order={p} />
      <P>{m.questions}</P>
    </Layout>
  );
}
