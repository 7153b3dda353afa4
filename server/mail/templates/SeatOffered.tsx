import { P } from './Layout';
import { filled, SeatLetter, seatSubject, seatWords, type SeatParams } from './seatParams';

export const subject = seatSubject('offeredSubject');

export function Email(p: SeatParams) {
  const words = seatWords(p);
  return (
    <SeatLetter p={p} title={words.offeredTitle}>
      <P>
        {filled(words.offeredSeat, { course: p.course, dates: p.dates, location: p.location, until: p.hold_until }, ['course', 'until'])}
      </P>
      <P>{words.offeredReply}</P>
    </SeatLetter>
  );
}
