// The team's copy of a form submission. Its parameters are what the site's form sent, so any
// of them may be missing: a missing one reads as empty.
import { Heading } from '@react-email/components';
import { Fragment } from 'react';
import { frameWords, Layout, Lines, P } from './Layout';
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
    | 'lang'
  >
>;

/** The person's language in the team's words: the team replies in it. */
const LANGUAGE_NAMES: Record<string, string> = { en: 'English', es: 'Spanish' };

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
  ['Language', 'language'],
] as const;

export function Email(params: TeamParams) {
  const p = { ...params, language: LANGUAGE_NAMES[params.lang ?? ''] ?? LANGUAGE_NAMES.en };
  return (
    <Layout
      title={`New ${p.form_type ?? ''} submission`}
      subtitle={`${frameWords().reference} ${p.order_id ?? ''} · ${p.submission_date ?? ''}`}
    >
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
