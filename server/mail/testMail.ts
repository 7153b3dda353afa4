// /test-email's test order e-mail, sent by a signed-in admin: the team's copy and the
// acknowledgement to the address the admin typed go through the outbox and its delivery as a
// visitor's would, but no lead is written (a test is nobody's inquiry) and no seat is taken.
import type { Config } from '../config';
import type { Db } from '../db';
import { enqueue, type NewOutboxMessage } from './outbox';
import { outboxChanged } from './outboxSignal';
import { displayName } from './relayRequest';
import { mailSubject } from './templates';
import { receivedOn } from './visitorText';

export interface TestMailRequest {
  /** Who receives the acknowledgement. */
  to: string;
  /** The admin who asked for it: named in the team's copy. */
  staffEmail: string;
  clientIp: string;
}

/** Stores the pair for delivery; answers the reference both carry. */
export async function queueTestMail(db: Db, config: Pick<Config, 'teamEmail' | 'mailFrom'>, r: TestMailRequest): Promise<string> {
  const now = new Date();
  const reference = `ORDER${String(now.getTime()).slice(-6)}`;
  const team = {
    form_type: 'order',
    order_id: reference,
    submission_date: receivedOn(now),
    user_name: 'Test Customer',
    user_email: r.to,
    subject: 'Test order e-mail',
    message: `A test of the shop's e-mail delivery, sent by ${r.staffEmail} from /test-email. It is not an order and no lead was created.`,
    to_email: config.teamEmail,
  };
  const reply = {
    to_name: 'Test Customer',
    form_type: 'order',
    order_id: reference,
    submission_date: receivedOn(now),
    about: 'This is a test e-mail sent from the shop’s e-mail tool.',
    seat: '',
    to_email: r.to,
    from_name: displayName(config.mailFrom),
    from_email: config.teamEmail,
    reply_to: config.teamEmail,
  };
  const common = { reference, answersId: null, clientIp: r.clientIp };
  const messages: NewOutboxMessage[] = [
    { ...common, template: 'team', recipient: config.teamEmail, replyTo: r.to, subject: mailSubject('team', team), params: team },
    {
      ...common,
      template: 'autoreply',
      recipient: r.to,
      replyTo: config.teamEmail,
      subject: mailSubject('autoreply', reply),
      params: reply,
    },
  ];
  await db.transaction(async (tx) => {
    for (const m of messages) await enqueue(tx, m);
  });
  outboxChanged();
  return reference;
}
