// The EmailJS-compatible relay: POST /send stores the message in the outbox before it
// answers 200; GET /outbox lists recent messages for admins. Answers are plain text, as
// EmailJS's, because the SDK hands the text to the page.
import { isLang } from '#domain/i18n/locales';
import { Hono, type Context } from 'hono';
import { detailSchema } from '#domain/shared/schemas';
import { outboxSchema, testEmailSentSchema } from '#domain/mail/schemas';
import { testEmailSchema } from '#domain/forms/requests';
import { NUL_MESSAGE, nulPaths, SURROGATE_MESSAGE, surrogatePaths } from '#domain/shared/text';
import { requireAdmin } from '../auth/middleware';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';
import { auditThrottled, countHit, rateLimit } from '../http/rateLimit';
import { bodyRefusals, jsonBody } from '../http/validate';
import { nestsDeeperThan, TOO_DEEP } from '../http/jsonDepth';
import { answer, describeOperations, jsonContent, jsonRequest, textAnswer, textContent } from '../openapi/describe';
import { enqueue, findAnsweredSubmission, hasAutoReply, recentOutbox, type NewOutboxMessage } from './outbox';
import { isRepeatSubmission, submissionHash } from './relayRepeats';
import { countRateLimited } from '../http/metrics';
import { outboxChanged } from './outboxSignal';
import { withMailText } from './devOutbox';
import { queueTestMail } from './testMail';
import {
  acknowledgedReference,
  displayName,
  formTypeOf,
  langOf,
  referenceOf,
  sendRequestSchema,
  singleAddress,
  type SendRequest,
} from './relayRequest';
import { mailSubject } from './templates';
import { fill } from '#domain/i18n/fill';
import { messagesFor } from '#domain/i18n/messages';
import { insertLead } from '../leads/store';
import { recordAudit } from '../audit/log';
import { registerForSession, registrationForSubmission, type RegistrationRow } from '../school/seats';
import type { Db, Queryable } from '../db';
import { holdUntilText } from '../school/mail';
import { hashLinkToken, linkToken } from './links';
import { catalogueName, greetingName, receivedOn } from './visitorText';
import {
  ADDRESS_WINDOW_HOURS,
  HOLD_HOURS,
  isOpenForRegistration,
  PENDING_MINUTES,
  schoolDate,
  SEATS_PER_ADDRESS,
  sessionStatusOn,
} from '#domain/school/sessions';

const AUTOREPLY_WINDOW_SECONDS = 3600;
const AUTOREPLIES_PER_HOUR = 3;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

class RelayRefusal extends Error {
  constructor(
    readonly status: 400 | 403 | 415 | 422 | 429,
    message: string,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
const refuse = (status: 400 | 403 | 415 | 422, message: string): never => {
  throw new RelayRefusal(status, message);
};

async function readRequest(c: Context): Promise<SendRequest> {
  // JSON only, as the SDK sends it: a plain HTML form on another site cannot post here.
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) refuse(415, 'Content-Type must be application/json');
  const text = await c.req.text();
  if (nestsDeeperThan(text)) refuse(400, TOO_DEEP);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    refuse(400, 'The request body is not valid JSON');
  }
  if (nulPaths(json).length) refuse(422, NUL_MESSAGE);
  if (surrogatePaths(json).length) refuse(422, SURROGATE_MESSAGE);
  const parsed = sendRequestSchema.safeParse(json);
  if (!parsed.success) refuse(400, `Invalid request: ${parsed.error.issues[0]?.message ?? 'bad shape'}`);
  return parsed.data!;
}

/** The session a submission names, if any. */
const sessionIdOf = (p: Record<string, string>): number | null => (/^\d{1,9}$/.test(p.session_id ?? '') ? Number(p.session_id) : null);

/**
 * A session registration sent from /contact ("Join Session") names its session. Only a
 * session open for registration (the domain's rule, as on the site) takes one; otherwise
 * the submission stays a lead.
 */
async function registerSeat(
  tx: Queryable,
  { sessions, config }: Pick<Deps, 'sessions' | 'config'>,
  teamRow: { id: number; reply_to: string | null; client_ip: string },
  p: Record<string, string>,
): Promise<void> {
  const id = sessionIdOf(p);
  const session = id === null ? undefined : sessions.byId(id);
  if (!session || !teamRow.reply_to || !isOpenForRegistration(sessionStatusOn(session, schoolDate(new Date())))) return;
  const registration = await registerForSession(tx, {
    sessionId: session.id,
    name: p.user_name || p.name || '',
    email: teamRow.reply_to,
    phone: p.contact_number || p.phone || '',
    company: p.company || '',
    outboxId: teamRow.id,
    clientIp: teamRow.client_ip,
    lang: isLang(p.lang) ? p.lang : 'en',
    confirmHash: (registrationId) => hashLinkToken(linkToken(config.jwtSecret, 'seat-confirmation', registrationId)),
  });
  if (registration?.status === 'review')
    await recordAudit(tx, {
      action: 'registration.over_limit',
      actorEmail: registration.email,
      target: registration.email,
      clientIp: teamRow.client_ip,
      detail: { session_id: session.id, registration_id: Number(registration.id) },
    });
}

/**
 * Stores a message for delivery. A second auto-reply for the same submission stores nothing
 * (the first one stands), nor does the same post again (a retry after a lost answer). A team
 * message's lead (and its session registration) is written in its transaction: none exists alone.
 */
async function storeMessage(
  db: Db,
  deps: Pick<Deps, 'sessions' | 'config'>,
  message: NewOutboxMessage,
  repeatKey: string,
  ip: string,
): Promise<void> {
  const stored = await db.transaction(async (tx) => {
    if (await isRepeatSubmission(tx, repeatKey, ip)) return null;
    const row = await enqueue(tx, message);
    if (row && message.template === 'team') {
      await insertLead(tx, row, message.params);
      await registerSeat(tx, deps, row, message.params);
    }
    return row;
  });
  if (stored) outboxChanged();
}

const SEAT_LINES = {
  pending: `A seat is reserved for you for ${PENDING_MINUTES} minutes. Please confirm your e-mail address with the button below: your seat is then held for ${HOLD_HOURS} hours while our team confirms your registration.`,
  waitlisted: (position: number) =>
    `This session is full; you are number ${position} on the waitlist. Please confirm your e-mail address with the button below: freed seats are offered only to confirmed addresses.`,
  review: `Your registration waits for staff review: at most ${SEATS_PER_ADDRESS} seats of a session are held for one client address or e-mail domain within ${ADDRESS_WINDOW_HOURS} hours, so no seat is held for you yet. We will e-mail you once our team has reviewed it.`,
  held: (until: Date) => `Your seat is held until ${holdUntilText(until)}. We will confirm it by e-mail with a calendar invitation.`,
  confirmed: 'Your seat is confirmed.',
  notOpen: 'This session is not open for registration, so no seat was reserved. Our team will contact you about other dates.',
  none: 'No seat was reserved with this request. Our team will contact you about it.',
};

/** The acknowledgement's lines about a seat, and the "Confirm my seat" link's registration when it needs one. */
function seatParams(r: RegistrationRow | undefined, sessionOpen: boolean | null): Record<string, string> {
  if (sessionOpen === null) return { seat: '' };
  if (!r) return { seat: sessionOpen ? SEAT_LINES.none : SEAT_LINES.notOpen };
  // The link opens /confirm-seat in the registration's language (links.ts reads `lang`).
  const link = { confirm_registration_id: String(r.id), lang: r.lang };
  if (r.status === 'pending') return { seat: SEAT_LINES.pending, ...link, confirm_label: 'Confirm my seat' };
  if (r.status === 'waitlisted')
    return {
      seat: SEAT_LINES.waitlisted(r.position ?? 0),
      ...(r.email_confirmed_at ? {} : { ...link, confirm_label: 'Confirm my place on the waitlist' }),
    };
  if (r.status === 'review') return { seat: SEAT_LINES.review };
  if (r.status === 'held' && r.hold_expires_at) return { seat: SEAT_LINES.held(new Date(r.hold_expires_at)) };
  return { seat: r.status === 'confirmed' ? SEAT_LINES.confirmed : '' };
}

const OUTBOX_LIMIT = { default: 50, max: 200 };

const describe = describeOperations({
  sendEmail: {
    summary: 'Store a message of the site’s forms for delivery: the team notification, then the acknowledgement',
    description:
      'What the EmailJS SDK 4.4.1 posts. The server decides who receives each message, from its configuration and the stored submission, never from the parameters. Answers are plain text, as EmailJS’s.',
    requestBody: { required: true, content: jsonRequest(sendRequestSchema) },
    responses: {
      200: textAnswer('Stored for delivery: "OK"'),
      400: textAnswer(
        'The body is not JSON or not the SDK’s shape, the service, template or reference is invalid, or there is no recent submission to acknowledge',
      ),
      403: textAnswer('The public key is invalid'),
      413: bodyRefusals[413],
      415: textAnswer('The body is not JSON (Content-Type)'),
      422: textAnswer('A text holds the NUL character, or the submission’s e-mail address is invalid'),
      429: {
        description: 'Too many messages from this client address (JSON), or acknowledgements to this e-mail address (text); Retry-After',
        content: { ...jsonContent(detailSchema), ...textContent() },
      },
    },
  },
  listOutbox: {
    summary: 'The most recent messages of the outbox, and whether SMTP delivery is configured',
    parameters: [
      {
        name: 'limit',
        in: 'query',
        required: false,
        schema: { type: 'integer', minimum: 1, maximum: OUTBOX_LIMIT.max, default: OUTBOX_LIMIT.default },
      },
    ],
    responses: { 200: answer('The messages, newest first (each with its text and links on a development server)', outboxSchema) },
  },
  sendTestEmail: {
    summary: 'Store a test order e-mail for delivery (/test-email): the team’s copy and an acknowledgement to the given address; no lead',
    responses: { 201: answer('Stored for delivery', testEmailSentSchema) },
  },
});

export function emailRoutes({ db, config, requireUser, sessions, catalogue }: Deps) {
  const perIp = rateLimit({
    db,
    key: (c) => `email:${clientIp(c, config.trustProxy)}`,
    limit: config.rateLimitDisabled ? Infinity : config.mail.rateLimit,
    windowSeconds: 600,
  });
  const sender = displayName(config.mailFrom);

  /** At most AUTOREPLIES_PER_HOUR acknowledgements to one address (a repeat for the same submission is free). */
  async function limitAutoReplies(submissionId: number, recipient: string) {
    if (config.rateLimitDisabled || (await hasAutoReply(db, submissionId))) return;
    const key = `autoreply-to:${recipient.toLowerCase()}`;
    const { count, retryAfter } = await countHit(db, key, AUTOREPLY_WINDOW_SECONDS);
    if (count > AUTOREPLIES_PER_HOUR) {
      countRateLimited('autoreply-to');
      await auditThrottled(db, key, AUTOREPLY_WINDOW_SECONDS, {
        action: 'rate_limit.throttled',
        target: 'autoreply-to',
        detail: { to: recipient },
      });
      throw new RelayRefusal(429, 'Too many acknowledgements to this address. Please try again later.', retryAfter);
    }
  }

  /** Who gets the message is decided here, from configuration and stored submissions, never from the parameters. */
  async function messageFor(req: SendRequest, ip: string): Promise<NewOutboxMessage> {
    if (req.user_id !== config.email.publicKey) refuse(403, 'The public key is invalid');
    if (req.service_id !== config.email.serviceId) refuse(400, 'The service ID is invalid');
    const p = req.template_params;
    const reference = referenceOf(p.order_id) ?? refuse(400, 'The order_id template parameter is missing or invalid');

    if (req.template_id === config.email.teamTemplateId) {
      const submitter = singleAddress(p.user_email || p.email) ?? refuse(422, 'The e-mail address of the submission is invalid');
      const params = { ...p, form_type: formTypeOf(p.form_type), lang: langOf(p.lang), to_email: config.teamEmail };
      return {
        template: 'team',
        recipient: config.teamEmail,
        replyTo: submitter,
        subject: mailSubject('team', params),
        params,
        reference,
        answersId: null,
        clientIp: ip,
      };
    }
    if (req.template_id === config.email.autoReplyTemplateId) {
      const submission =
        (await findAnsweredSubmission(db, reference, ip, AUTOREPLY_WINDOW_SECONDS)) ??
        refuse(400, 'There is no recent submission to reply to');
      // The auto-reply goes to an address someone typed: it carries the shop's own text and
      // values the server knows (the date it received the form, the catalogue's name of the
      // product or course, the seat, a reference of the site's shape), and of what was typed only a short plain name. Never the
      // request's free text, which would let anyone mail their own words from the shop's domain.
      const s = submission.params;
      const lang = langOf(s.lang);
      const product = catalogueName(s, catalogue, sessions);
      const sessionId = sessionIdOf(s);
      const session = sessionId === null ? undefined : sessions.byId(sessionId);
      const open = sessionId === null ? null : Boolean(session && isOpenForRegistration(sessionStatusOn(session, schoolDate(new Date()))));
      const params = {
        to_name: greetingName(s.user_name || s.name),
        form_type: s.form_type ?? 'contact',
        order_id: acknowledgedReference(reference, s.form_type ?? 'contact', new Date(submission.created_at)),
        submission_date: receivedOn(new Date(submission.created_at), lang),
        about: product ? fill(messagesFor(lang).mail.autoReply.about, { product }) : '',
        lang,
        ...seatParams(await registrationForSubmission(db, submission.id), open),
        to_email: submission.reply_to!,
        from_name: sender,
        from_email: config.teamEmail,
        reply_to: config.teamEmail,
      };
      await limitAutoReplies(submission.id, submission.reply_to!);
      const subject = mailSubject('autoreply', params);
      return {
        template: 'autoreply',
        recipient: submission.reply_to!,
        replyTo: config.teamEmail,
        subject,
        params: { ...params, subject },
        reference,
        answersId: submission.id,
        clientIp: ip,
      };
    }
    return refuse(400, 'The template ID is invalid');
  }

  return new Hono()
    .post('/send', describe.sendEmail, perIp, async (c) => {
      try {
        const ip = clientIp(c, config.trustProxy);
        const request = await readRequest(c);
        const message = await messageFor(request, ip);
        await storeMessage(db, { sessions, config }, message, submissionHash(request.template_id, request.template_params), ip);
        return c.text('OK', 200);
      } catch (e) {
        if (e instanceof RelayRefusal) {
          if (e.retryAfter) c.header('Retry-After', String(e.retryAfter));
          return c.text(e.message, e.status);
        }
        throw e;
      }
    })
    .get('/outbox', describe.listOutbox, requireUser, requireAdmin, async (c) => {
      const limit = Math.min(OUTBOX_LIMIT.max, Math.max(1, Number.parseInt(c.req.query('limit') ?? '', 10) || OUTBOX_LIMIT.default));
      const rows = await recentOutbox(db, limit);
      await recordAudit(db, { action: 'outbox.read', actor: c.var.user, clientIp: clientIp(c, config.trustProxy), detail: { limit } });
      // What the server wrote itself (resets, orders, seats, acknowledgements) is nobody's reading matter.
      const items = (await withMailText(rows, config)).map((r) => (r.template === 'team' ? r : { ...r, params: {} }));
      return c.json({ items, smtp_configured: Boolean(config.smtpUrl) });
    })
    .post('/test', describe.sendTestEmail, requireUser, requireAdmin, jsonBody(testEmailSchema), async (c) => {
      const ip = clientIp(c, config.trustProxy);
      const reference = await queueTestMail(db, config, { to: c.var.body.email, staffEmail: c.var.user.email, clientIp: ip });
      return c.json({ reference }, 201);
    });
}
