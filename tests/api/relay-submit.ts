// A form submission through the e-mail relay as the site sends it: the team message, then the
// acknowledgement, from one client address. Answers the acknowledgement's outbox row.
import { expect } from 'vitest';
import { emailDefaults } from '#domain/mail/emailDefaults';
import type { Harness } from './helpers';

let n = 0;
export const newReference = (kind = 'TRAINING') => `${kind}${Date.now().toString(36).toUpperCase()}${++n}`;

export async function submitForm(h: Harness, params: Record<string, string>, ip = '198.51.100.7') {
  const order_id = params.order_id ?? newReference();
  const send = (template_id: string) =>
    h.request('POST', '/v1.0/email/send', {
      body: {
        lib_version: '4.4.1',
        user_id: emailDefaults.publicKey,
        service_id: emailDefaults.serviceId,
        template_id,
        template_params: { form_type: 'training', order_id, ...params },
      },
      env: { incoming: { socket: { remoteAddress: ip } } },
    });
  expect((await send(emailDefaults.teamTemplateId)).status).toBe(200);
  expect((await send(emailDefaults.autoReplyTemplateId)).status).toBe(200);
  const { rows } = await h.db.query<{ id: number; recipient: string; params: Record<string, string> }>(
    "SELECT id, recipient, params FROM mail_outbox WHERE template = 'autoreply' AND reference = $1",
    [order_id],
  );
  return { reference: order_id, reply: rows[0] };
}
