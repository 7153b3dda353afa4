import { ActionButton, addressLine, Layout, P } from './Layout';
import type { MailParams, WithShop } from './params';

type ResetParams = WithShop<MailParams<'name' | 'reset_url' | 'minutes'>>;

export const subject = (p: ResetParams) => `Reset your ${p.shop_name} password`;

export function Email(p: ResetParams) {
  return (
    <Layout title="Reset your password" shop={p}>
      <P>{`Hello ${p.name},`}</P>
      <P>{`Someone asked to reset the password of your ${p.shop_name} account. To choose a new password, open this link within ${p.minutes} minutes:`}</P>
      <ActionButton href={p.reset_url} skipInText>
        Choose a new password
      </ActionButton>
      <P style={addressLine}>{p.reset_url}</P>
      <P>The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.</P>
    </Layout>
  );
}
