import { messagesFor } from '#domain/i18n/messages';
import { fill } from '#domain/i18n/fill';
import { isLang, localePath } from '#domain/i18n/locales';
import { ActionButton, addressLine, Layout, P } from './Layout';
import type { MailParams, WithShop } from './params';

type ResetParams = WithShop<MailParams<'name' | 'reset_url' | 'minutes'>> & { readonly lang?: string };

/** The e-mail's words in the account's language (users.lang; English for older rows). */
const wordsOf = (p: ResetParams) => messagesFor(isLang(p.lang) ? p.lang : 'en').auth.resetMail;

export const subject = (p: ResetParams) => fill(wordsOf(p).subject, { shop: p.shop_name });

/** The link opens the reset page in the account's language. */
function pageUrl(p: ResetParams): string {
  if (!isLang(p.lang)) return p.reset_url;
  const url = new URL(p.reset_url);
  url.pathname = localePath(url.pathname, p.lang);
  return url.href;
}

export function Email(p: ResetParams) {
  const m = wordsOf(p);
  const url = pageUrl(p);
  return (
    <Layout title={m.title} shop={p}>
      <P>{p.name ? fill(m.helloName, { name: p.name }) : m.hello}</P>
      <P>{fill(m.asked, { shop: p.shop_name, minutes: p.minutes })}</P>
      <ActionButton href={url} skipInText>
        {m.action}
      </ActionButton>
      <P style={addressLine}>{url}</P>
      <P>{m.once}</P>
    </Layout>
  );
}
