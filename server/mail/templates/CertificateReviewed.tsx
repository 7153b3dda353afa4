// The staff's review of a tax certificate, to the account that uploaded it: approved (exempting
// the orders placed through its expiry day, or none when that day has passed), or not accepted,
// with the staff's reason.
import { TAX_EXEMPT_LABEL } from '#domain/orders/purchase';
import { ActionButton, addressLine, hello, Layout, P } from './Layout';
import type { MailParams, WithShop } from './params';

type ReviewParams = WithShop<MailParams<'name' | 'company' | 'expires_on' | 'outcome' | 'reason' | 'account_url'>>;

const approved = (p: ReviewParams) => p.outcome === 'approved' || p.outcome === 'expired';

export const subject = (p: ReviewParams) =>
  approved(p) ? `Your tax certificate for ${p.company} is approved` : `Your tax certificate for ${p.company} was not accepted`;

function Approved(p: ReviewParams) {
  return (
    <>
      <P>
        We reviewed and approved the tax-exemption or resale certificate you uploaded for <strong>{p.company}</strong>
        {` (expires ${p.expires_on}).`}
      </P>
      {p.outcome === 'approved' ? (
        <P>{`Orders you place from now through ${p.expires_on} are charged no sales tax (checkout shows "${TAX_EXEMPT_LABEL}"); orders placed before this approval are not changed. To stay exempt after that day, upload your renewed certificate on your account page.`}</P>
      ) : (
        <P>Its expiry day has passed, so it exempts no order. To buy tax-exempt, upload a current certificate on your account page.</P>
      )}
    </>
  );
}

function NotAccepted(p: ReviewParams) {
  return (
    <>
      <P>
        We reviewed the tax-exemption or resale certificate you uploaded for <strong>{p.company}</strong>
        {` (expires ${p.expires_on}) and could not accept it.`}
      </P>
      <P>
        {'The reason: '}
        <strong>{p.reason}</strong>
      </P>
      <P>To buy tax-exempt, upload a corrected or current certificate on your account page; we review it and e-mail you the outcome.</P>
    </>
  );
}

export function Email(p: ReviewParams) {
  return (
    <Layout title={approved(p) ? 'Your tax certificate is approved' : 'Your tax certificate was not accepted'} shop={p}>
      <P>{hello(p.name)}</P>
      {approved(p) ? <Approved {...p} /> : <NotAccepted {...p} />}
      <ActionButton href={p.account_url} skipInText>
        Open your account
      </ActionButton>
      <P style={addressLine}>{p.account_url}</P>
      <P>Questions about the review? Reply to this e-mail.</P>
    </Layout>
  );
}
