// A registration that waited for staff review (over the per-address limit) and was not given
// a seat: declined, or approved onto the waitlist of a full session. Approved with a seat, the
// person gets the usual "A seat opened for you".
import { Layout, P, hello } from './Layout';
import type { MailParams } from './params';
import type { SeatParams } from './seatParams';

type ReviewParams = SeatParams & MailParams<'outcome' | 'position'>;

const declined = (p: ReviewParams) => p.outcome === 'declined';

export const subject = (p: ReviewParams) =>
  declined(p) ? `Your registration was not accepted: ${p.course}, ${p.dates}` : `You are on the waitlist: ${p.course}, ${p.dates}`;

export function Email(p: ReviewParams) {
  return (
    <Layout title={declined(p) ? 'Your registration was not accepted' : 'You are on the waitlist'} shop={p}>
      <P>{hello(p.name)}</P>
      {declined(p) ? (
        <P>
          We reviewed your registration for <strong>{p.course}</strong>
          {` (${p.dates}) and could not accept it: several seats of this session were already requested from the same address. No seat is held for you. Reply to this e-mail if you think this is a mistake.`}
        </P>
      ) : (
        <P>
          We reviewed and approved your registration for <strong>{p.course}</strong>
          {` (${p.dates}). The session is full, so you are number ${p.position} on its waitlist: if a seat opens, we offer it to you by e-mail.`}
        </P>
      )}
    </Layout>
  );
}
