import { fill } from '#domain/i18n/fill';
import { Layout, P } from './Layout';
import { filled, seatHello, seatWords, type SeatParams } from './seatParams';

export const subject = (p: SeatParams) => fill(seatWords(p).offeredSubject, { course: p.course, dates: p.dates });

export function Email(p: SeatParams) {
  const words = seatWords(p);
  return (
    <Layout title={words.offeredTitle} shop={p}>
      <P>{seatHello(p)}</P>
      <P>
        {filled(words.offeredSeat, { course: p.course, dates: p.dates, location: p.location, until: p.hold_until }, ['course', 'until'])}
      </P>
      <P>{words.offeredReply}</P>
    </Layout>
  );
}
