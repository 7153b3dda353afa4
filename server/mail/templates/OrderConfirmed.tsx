import { fill } from '#domain/i18n/fill';
import { Layout, Lines, P } from './Layout';
import { greeting, mailWords, OrderSummary, type OrderParams } from './OrderSummary';
import type { MailParams, WithShop } from './params';

type ConfirmedParams = OrderParams & MailParams<'terms' | 'expected_ship_date' | 'charges'>;

export const subject = (p: ConfirmedParams) => fill(mailWords(p).confirmedSubject, { reference: p.reference });

export function Email(p: WithShop<ConfirmedParams>) {
  const m = mailWords(p);
  return (
    <Layout title={m.confirmedTitle} shop={p}>
      <P>{greeting(p)}</P>
      <P>
        {m.confirmedLead}
        <strong>{p.reference}</strong>
        {fill(m.confirmedTerms, { terms: p.terms, date: p.expected_ship_date })}
      </P>
      <P>
        <Lines text={p.charges} />
      </P>
      <P>{m.confirmationAttached}</P>
      <OrderSummary order={p} />
      <P>{m.questions}</P>
    </Layout>
  );
}
