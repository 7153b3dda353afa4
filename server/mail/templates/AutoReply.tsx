// The acknowledgement to the person who sent a form: the shop's fixed text, never what they
// typed, in the language of the page they sent it from (`lang`, 'en' for older submissions).
import { fill } from '#domain/i18n/fill';
import { isLang, type Lang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { ActionButton, addressLine, hello, Layout, P } from './Layout';
import type { MailParams } from './params';

type AutoReplyParams = MailParams<'to_name' | 'from_name' | 'form_type' | 'order_id' | 'submission_date' | 'about' | 'seat' | 'reply_to'> &
  /** The "Confirm my seat" link (written in at delivery) and its button's label; the mail's language. */
  Partial<MailParams<'confirm_url' | 'confirm_label' | 'lang'>>;

const langOf = (p: AutoReplyParams): Lang => (isLang(p.lang) ? p.lang : 'en');
const wordsOf = (p: AutoReplyParams) => messagesFor(langOf(p)).mail.autoReply;
/** The form's kind in words ("contact" / "mensaje de contacto"). */
const formTypeIn = (p: AutoReplyParams) => {
  const types: Record<string, string> = wordsOf(p).formTypes;
  return types[p.form_type] ?? p.form_type;
};

export const subject = (p: AutoReplyParams) => fill(wordsOf(p).subject, { formType: formTypeIn(p), reference: p.order_id });

export function Email(p: AutoReplyParams) {
  const lang = langOf(p);
  const w = wordsOf(p);
  // The reference is bold inside the sentence: the sentence is split around it.
  const [before, after] = fill(w.received, { shop: p.from_name, formType: formTypeIn(p), date: p.submission_date }).split('{reference}');
  return (
    <Layout lang={lang} title={p.to_name ? fill(w.titleName, { name: p.to_name }) : w.title}>
      <P>{hello(p.to_name, lang)}</P>
      <P>
        {before}
        <strong>{p.order_id}</strong>
        {after}
      </P>
      {p.about && <P>{p.about}</P>}
      {p.seat && (
        <P>
          <strong>{p.seat}</strong>
        </P>
      )}
      {p.confirm_url && (
        <>
          <ActionButton href={p.confirm_url} skipInText>
            {p.confirm_label || w.confirmSeat}
          </ActionButton>
          <P style={addressLine}>{p.confirm_url}</P>
        </>
      )}
      <P>{fill(w.more, { email: p.reply_to })}</P>
      <P>{p.from_name}</P>
    </Layout>
  );
}
