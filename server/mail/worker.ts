// The delivery worker: claims due outbox messages and sends them through SMTP_URL with
// nodemailer, retrying with exponential back-off. With no SMTP_URL it does not run and
// messages stay pending in the outbox.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { jsonLog, type Log } from '../http/logging';
import { attachmentsFor } from './attachments';
import { isPermanentSmtpError, retryDelayMs } from './backoff';
import { withLinks } from './links';
import { claimDue, markFailed, markSent, releaseClaims, renewClaims, type OutboxRow } from './outbox';
import { onOutboxChanged } from './outboxSignal';
import { renderMail } from './templates';

const BATCH = 10;
/**
 * A claim is a short lease, renewed every LEASE_RENEW_MS while the worker holds it: a claim
 * that stops being renewed belonged to a worker that died, and is sent again within
 * LEASE_SECONDS plus a poll. A worker that is stopped gives back what it has not sent.
 */
export const LEASE_SECONDS = 30;
const LEASE_RENEW_MS = 10_000;

export interface MailWorker {
  /** Delivers everything due now; resolves with the number of messages attempted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Queryable;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mail' | 'siteUrl' | 'jwtSecret'>;
  log?: Log;
  transport?: Transporter;
}

async function deliver(transport: Transporter, config: MailWorkerOptions['config'], row: OutboxRow) {
  const { mailFrom } = config;
  const mail = await renderMail(row.template, withLinks(row, config));
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  await transport.sendMail({
    from: mailFrom,
    to: row.recipient,
    replyTo: row.reply_to ?? undefined,
    subject: row.subject,
    text: mail.text,
    html: mail.html,
    attachments: await attachmentsFor(row),
    // Stable per outbox row, so a receiving system can recognise a repeat after a crash.
    messageId: `<outbox-${row.id}-${new Date(row.created_at).getTime()}@${domain}>`,
    headers: { 'X-Outbox-Id': String(row.id) },
  });
}

export function startMailWorker({ db, config, log = jsonLog, transport }: MailWorkerOptions): MailWorker | null {
  if (!config.smtpUrl && !transport) {
    log({ level: 'info', msg: 'SMTP_URL is not set: e-mails stay in the outbox' });
    return null;
  }
  const smtp = transport ?? nodemailer.createTransport(config.smtpUrl!);
  const { pollMs, retryBaseMs, maxAttempts } = config.mail;

  let stopped = false;
  const held = new Set<number>();
  const renewal = setInterval(() => {
    if (held.size)
      renewClaims(db, [...held], LEASE_SECONDS).catch((error) =>
        log({ level: 'warn', msg: 'mail lease not renewed', error: String(error) }),
      );
  }, LEASE_RENEW_MS);
  renewal.unref();

  async function attempt(row: OutboxRow) {
    try {
      await deliver(smtp, config, row);
      await markSent(db, row.id);
    } catch (error) {
      const final = isPermanentSmtpError(error) || row.attempts >= maxAttempts;
      await markFailed(db, row.id, String((error as Error)?.message ?? error), retryDelayMs(row.attempts, retryBaseMs), final);
      log({
        level: final ? 'error' : 'warn',
        msg: 'e-mail delivery failed',
        outbox_id: row.id,
        attempts: row.attempts,
        final,
        error: String(error),
      });
    }
  }

  async function runOnce(): Promise<number> {
    let attempted = 0;
    while (!stopped) {
      const batch = await claimDue(db, BATCH, LEASE_SECONDS);
      if (batch.length === 0) return attempted;
      batch.forEach((row) => held.add(row.id));
      try {
        for (const row of batch) {
          if (stopped) break;
          attempted += 1;
          await attempt(row);
          held.delete(row.id);
        }
      } finally {
        // Stopped (or failed) mid-batch: the messages not attempted go back, untouched.
        if (held.size) await releaseClaims(db, [...held]);
        held.clear();
      }
    }
    return attempted;
  }

  // One pass at a time; a wake-up during a pass asks for another pass afterwards.
  let running: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error) => log({ level: 'error', msg: 'mail worker pass failed', error: String(error) }))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, pollMs);
  timer.unref();
  const unsubscribe = onOutboxChanged(tick);
  tick();

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(renewal);
      unsubscribe();
      await running;
      if (!transport) smtp.close();
    },
  };
}
