import { Layout, P } from './Layout';
import type { SeatParams } from './seatParams';

export const subject = (p: SeatParams) => `A seat opened for you: ${p.course}, ${p.dates}`;

export function Email(p: SeatParams) {
  return (
    <Layout title="A seat opened for you" shop={p}>
      <P>{`Hello ${p.name},`}</P>
      <P>
        A seat in <strong>{p.course}</strong>
        {` (${p.dates}, ${p.location}) has opened and is held for you until `}
        <strong>{p.hold_until}</strong>.
      </P>
      <P>
        Reply to this e-mail to take it; we will confirm it with a calendar invitation. If we do not hear from you by then, the seat goes to
        the next person on the waitlist.
      </P>
    </Layout>
  );
}
