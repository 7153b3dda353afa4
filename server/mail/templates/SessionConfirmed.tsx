import { Layout, P } from './Layout';
import type { SeatParams } from './seatParams';

export const subject = (p: SeatParams) => `Your seat is confirmed: ${p.course}, ${p.dates}`;

export function Email(p: SeatParams) {
  return (
    <Layout title="Your seat is confirmed" shop={p}>
      <P>{`Hello ${p.name},`}</P>
      <P>
        Your seat in <strong>{p.course}</strong> is confirmed.
      </P>
      <P>
        {'Dates: '}
        <strong>{p.dates}</strong>, 8 AM to 5 PM each day
        <br />
        {`Location: ${p.location}`}
      </P>
      <P>{`What to bring: ${p.what_to_bring}`}</P>
      <P>The attached calendar invitation (session.ics) adds the session&apos;s days to Google Calendar, Outlook or Apple Calendar.</P>
      <P>Cannot come after all? Reply to this e-mail so we can give your seat to the next person on the waitlist.</P>
    </Layout>
  );
}
