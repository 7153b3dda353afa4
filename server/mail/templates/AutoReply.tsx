// The acknowledgement to the person who sent a form: the shop's fixed text, never what they typed.
import { Layout, P } from './Layout';
import type { MailParams } from './params';

type AutoReplyParams = MailParams<'to_name' | 'from_name' | 'form_type' | 'order_id' | 'submission_date' | 'about' | 'seat' | 'reply_to'>;

export const subject = (p: AutoReplyParams) => `We received your ${p.form_type} submission (${p.order_id})`;

export function Email(p: AutoReplyParams) {
  return (
    <Layout title={`Thank you, ${p.to_name}`}>
      <P>{`Hello ${p.to_name},`}</P>
      <P>
        {`Thank you for contacting ${p.from_name}. We received your ${p.form_type} submission (reference `}
        <strong>{p.order_id}</strong>
        {`) on ${p.submission_date}. Our team will contact you within 24 hours.`}
      </P>
      {p.about && <P>{p.about}</P>}
      {p.seat && (
        <P>
          <strong>{p.seat}</strong>
        </P>
      )}
      <P>{`If you need to add anything, reply to this e-mail or write to ${p.reply_to}.`}</P>
      <P>{p.from_name}</P>
    </Layout>
  );
}
