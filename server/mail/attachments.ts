// Files that go with an outbox message, made at delivery from its stored parameters.
import type { Attachment } from 'nodemailer/lib/mailer';
import { sessionInvitation } from './calendar';
import type { OutboxRow } from './outbox';

export function attachmentsFor(row: Pick<OutboxRow, 'template' | 'params'>): Attachment[] {
  if (row.template !== 'session_confirmed') return [];
  const p = row.params;
  const ics = sessionInvitation({
    uid: p.ics_uid,
    course: p.course,
    startDay: p.start_day,
    endDay: p.end_day,
    location: p.location,
    description: `What to bring: ${p.what_to_bring}`,
    organizer: { name: p.shop_name, email: p.organizer_email },
  });
  return [{ filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }];
}
