// The EmailJS-compatible relay: POST /send stores the message in the outbox before it
// answers 200; GET /outbox lists recent messages for admins. Answers are plain text, as
// EmailJS's, because the SDK hands the text to the page.
import { Hono, type Context } from 'hono';
import { requireAdmin } from '../auth/middleware';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { rateLimit } from '../rateLimit';
import { enqueue, findAnsweredSubmission, recentOutbox, type NewOutboxMessage } from './outbox';
import { outboxChanged } from './outboxSignal';
import { displayName, formTypeOf, referenceOf, sendRequestSchema, singleAddress, type SendRequest } from './relayRequest';
import { renderMail } from './templates';

const AUTOREPLY_WINDOW_SECONDS = 3600;

class RelayRefusal extends Error {
  constructor(readonly status: 400 | 403 | 422, message: string) {
    super(message);
  }
}
const refuse = (status: 400 | 403 | 422, message: string): never => {
  throw new RelayRefusal(status, message);
};

async function readRequest(c: Context): Promise<SendRequest> {
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    refuse(400, 'The request body is not valid JSON');
  }
  const parsed = sendRequestSchema.safeParse(json);
  if (!parsed.success) refuse(400, `Invalid request: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data!;
}

export function emailRoutes({ db, config, requireUser }: Deps) {
  const perIp = rateLimit({
    db,
    key: (c) => `email:${clientIp(c, config.trustProxy)}`,
    limit: config.rateLimitDisabled ? Infinity : config.mail.rateLimit,
    windowSeconds: 600,
  });
  const sender = displayName(config.mailFrom);

  /** Who gets the message is decided here, from configuration and stored submissions, never from the parameters. */
  async function messageFor(req: SendRequest, ip: string): Promise<NewOutboxMessage> {
    if (req.user_id !== config.email.publicKey) refuse(403, 'The public key is invalid');
    if (req.service_id !== config.email.serviceId) refuse(400, 'The service ID is invalid');
    const p = req.template_params;
    const reference = referenceOf(p.order_id) ?? refuse(400, 'The order_id template parameter is missing or invalid');

    if (req.template_id === config.email.teamTemplateId) {
      const submitter = singleAddress(p.user_email || p.email) ?? refuse(422, 'The e-mail address of the submission is invalid');
      const params = { ...p, form_type: formTypeOf(p.form_type), to_email: config.teamEmail };
      return { template: 'team', recipient: config.teamEmail, replyTo: submitter, subject: renderMail('team', params).subject, params, reference, answersId: null, clientIp: ip };
    }
    if (req.template_id === config.email.autoReplyTemplateId) {
      const submission =
        (await findAnsweredSubmission(db, reference, ip, AUTOREPLY_WINDOW_SECONDS)) ?? refuse(400, 'There is no recent submission to reply to');
      // The auto-reply repeats the stored submission, addressed to that submission's own sender.
      const params = {
        ...submission.params,
        to_name: submission.params.user_name ?? '',
        to_email: submission.reply_to!,
        from_name: sender,
        from_email: config.teamEmail,
        reply_to: config.teamEmail,
      };
      const subject = renderMail('autoreply', params).subject;
      return { template: 'autoreply', recipient: submission.reply_to!, replyTo: config.teamEmail, subject, params: { ...params, subject }, reference, answersId: submission.id, clientIp: ip };
    }
    return refuse(400, 'The template ID is invalid');
  }

  return new Hono()
    .post('/send', perIp, async (c) => {
      try {
        const ip = clientIp(c, config.trustProxy);
        const message = await messageFor(await readRequest(c), ip);
        // A second auto-reply for the same submission stores nothing: the first one stands.
        if (await enqueue(db, message)) outboxChanged();
        return c.text('OK', 200);
      } catch (e) {
        if (e instanceof RelayRefusal) return c.text(e.message, e.status);
        throw e;
      }
    })
    .get('/outbox', requireUser, requireAdmin, async (c) => {
      const limit = Math.min(200, Math.max(1, Number.parseInt(c.req.query('limit') ?? '50', 10) || 50));
      const rows = await recentOutbox(db, limit);
      return c.json({ items: rows, smtp_configured: Boolean(config.smtpUrl) });
    });
}
