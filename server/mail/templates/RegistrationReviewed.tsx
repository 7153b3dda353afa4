// A registration that waited for staff review (over the per-address limit) and was not given
// a seat: declined, or approved onto the waitlist of a full session. Approved with a seat, the
// person gets the usual "A seat opened for you".
import { fill } from '#domain/i18n/fill';
import { Layout, P } from './Layout';
import type { MailParams } from './params';
import { filled, seatHello, seatWords, type SeatParams } from './seatParams';

type ReviewParams = SeatParams & MailParams<'outcome' | 'position'>;

const declined = (p: ReviewParams) => p.outcome === 'declined';

export function subject(p: ReviewParams): string {
  const words = seatWords(p);
  return fill(declined(p) ? words.reviewedDeclinedSubject : words.reviewedWaitlistSubject, { course: p.course, dates: p.dates });
}

export function Email(p: ReviewParams) {
  const words = seatWords(p);
  return (
    <Layout title={declined(p) ? words.reviewedDeclinedTitle : words.reviewedWaitlistTitle} shop={p}>
      <P>{seatHello(p)}</P>
      <P>
        {filled(declined(p) ? words.reviewedDeclined : words.reviewedWaitlist, { course: p.course, dates: p.dates, position: p.position }, [
          'course',
        ])}
      </P>
    </Layout>
  );
}
