import { fill } from '#domain/i18n/fill';
import { Layout, P } from './Layout';
import { filled, seatHello, seatWords, type SeatParams } from './seatParams';

export const subject = (p: SeatParams) => fill(seatWords(p).confirmedSubject, { course: p.course, dates: p.dates });

export function Email(p: SeatParams) {
  const words = seatWords(p);
  return (
    <Layout title={words.confirmedTitle} shop={p}>
      <P>{seatHello(p)}</P>
      <P>{filled(words.confirmedSeat, { course: p.course }, ['course'])}</P>
      <P>
        {filled(words.confirmedDates, { dates: p.dates }, ['dates'])}
        <br />
        {fill(words.confirmedLocation, { location: p.location })}
      </P>
      <P>{fill(words.confirmedBring, { bring: p.what_to_bring })}</P>
      <P>{words.confirmedCalendar}</P>
      <P>{words.confirmedCancel}</P>
    </Layout>
  );
}
