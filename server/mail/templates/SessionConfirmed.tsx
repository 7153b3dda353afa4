import { fill } from '#domain/i18n/fill';
import { P } from './Layout';
import { filled, SeatLetter, seatSubject, seatWords, type SeatParams } from './seatParams';

export const subject = seatSubject('confirmedSubject');

export function Email(p: SeatParams) {
  const words = seatWords(p);
  return (
    <SeatLetter p={p} title={words.confirmedTitle}>
      <P>{filled(words.confirmedSeat, { course: p.course }, ['course'])}</P>
      <P>
        {filled(words.confirmedDates, { dates: p.dates }, ['dates'])}
        <br />
        {fill(words.confirmedLocation, { location: p.location })}
      </P>
      <P>{fill(words.confirmedBring, { bring: p.what_to_bring })}</P>
      <P>{words.confirmedCalendar}</P>
      <P>{words.confirmedCancel}</P>
    </SeatLetter>
  );
}
