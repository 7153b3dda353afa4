// The team's copy of a form submission. Its parameters are what the site's form sent, so any
// of them may be missing: a missing one reads as empty.
import { Heading } from '@react-email/components';
import { Fragment } from 'react';
import { Layout, Lines, P } from './Layout';
import type { MailParams } from './params';

type TeamParams = Partial<
  MailParams<
    | 'form_type'
    | 'order_id'
    | 'submission_date'
    | 'user_name'
    | 'user_email'
    | 'contact_number'
    | 'company'
    | 'location'
    | 'product'
    | 'price'
    | 'subject'
    | 'message'
  >
>;

export const subject = (p: TeamParams) => `[${p.form_type ?? ''}] ${p.subject ?? ''} (${p.order_id ?? ''})`;

const FIELDS = [
  ['Name', 'user_name'],
  ['E-mail', 'user_email'],
  ['Phone', 'contact_number'],
  ['Company', 'company'],
  ['Location', 'location'],
  ['Product', 'product'],
  ['Price', 'price'],
  ['Subject', 'subject'],
] as const;

export function Email(p: TeamParams) {
  return (
    <Layout title={`New ${p.form_type ?? ''} submission`} subtitle={`Reference ${p.order_id ?? ''} · ${p.submission_date ?? ''}`}>
      <P>
        {FIELDS.map(([label, key], i) => (
          <Fragment key={key}>
            {i > 0 && <br />}
            <strong>{`${label}: `}</strong>
            {p[key]}
          </Fragment>
        ))}
      </P>
      <Heading as="h2" style={{ fontSize: '16px', margin: '20px 0 8px' }}>
        Message
      </Heading>
      <P>
        <Lines text={p.message ?? ''} />
      </P>
      <P>{`Reply to this e-mail to answer ${p.user_name ?? ''} directly.`}</P>
    </Layout>
  );
}
