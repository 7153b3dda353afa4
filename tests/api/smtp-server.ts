// A real SMTP server for the mail tests (smtp-server on a free port): it keeps what it
// receives and can turn MAIL FROM away with a temporary 451.
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import type { Queryable } from '#server/db/index';
import { startMailWorker } from '#server/mail/worker';
import { TEST_JWT_SECRET } from './helpers';

export interface Received {
  from: string;
  to: string[];
  raw: string;
  /** When the message was accepted (ms since the epoch). */
  at: number;
}

/** delayMs: how long each message takes to be accepted (a slow relay, so a crash can catch a send midway). */
export async function startSmtpServer({ delayMs = 0 } = {}) {
  const received: Received[] = [];
  let refusals = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () =>
        setTimeout(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            at: Date.now(),
          });
          callback();
        }, delayMs),
      );
    },
  });
  // A client that dies mid-session (an instance killed in the scale tests) resets its connection.
  smtp.on('error', () => {});
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    received,
    url: `smtp://127.0.0.1:${port}`,
    /** The next n MAIL FROM commands get a 451. */
    refuseNext: (n: number) => void (refusals = n),
    transport: () => nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true }),
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** Quoted-printable soft breaks and escapes undone (as UTF-8), enough to read the bodies. */
export const decoded = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => parseInt(hex, 16)),
    ).toString('utf8'),
  );

/** A mail worker delivering db's outbox to `smtp` at once (short polls, quick retries). */
export function startTestMailWorker(db: Queryable, smtp: SmtpTestServer) {
  return startMailWorker({
    db,
    config: {
      smtpUrl: smtp.url,
      mailFrom: 'FiberPro Texas <no-reply@fiber.test>',
      mail: { rateLimit: 100, pollMs: 20, retryBaseMs: 40, maxAttempts: 3 },
      siteUrl: 'https://www.fiberpro-texas.com',
      jwtSecret: TEST_JWT_SECRET,
    },
    log: () => {},
    transport: smtp.transport(),
  })!;
}

/** The head and body of the first part of a delivered message with this type. */
function findPart(raw: string, type: string): { head: string; body: string } {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]);
  const chunks = boundaries.reduce((parts, b) => parts.flatMap((p) => p.split(`\n--${b}`)), [raw]);
  for (const chunk of chunks) {
    const end = chunk.search(/\r?\n\r?\n/);
    const head = chunk.slice(0, end).replace(/\r?\n[ \t]+/g, ' ');
    if (new RegExp(`^Content-Type: ${type}[;\\s]`, 'im').test(head)) return { head, body: chunk.slice(end).trim() };
  }
  throw new Error(`The message has no ${type} part`);
}

/** One part of a delivered message by its type (text/plain, text/html, text/calendar), decoded as UTF-8. */
export function mimePart(raw: string, type: string): string {
  const { head, body } = findPart(raw, type);
  const base64 = /^Content-Transfer-Encoding: base64/im.test(head);
  return base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decoded(body);
}

/** An attachment's bytes (base64 in the message) and its file name. */
export function mimeAttachment(raw: string, type: string): { bytes: Uint8Array; filename: string } {
  const { head, body } = findPart(raw, type);
  return {
    bytes: new Uint8Array(Buffer.from(body.replace(/\s+/g, ''), 'base64')),
    filename: /filename="?([^";\r\n]+)"?/i.exec(head)?.[1] ?? '',
  };
}

/** The text and HTML parts of a delivered message (multipart/alternative). */
export const mailParts = (raw: string) => ({ text: mimePart(raw, 'text/plain'), html: mimePart(raw, 'text/html') });

/** Which of `texts` the text part or the HTML part (as React escapes text: & < > " ') does not say; [] when both say all. */
export function missingFromParts(raw: string, texts: string[]): string[] {
  const { text, html } = mailParts(raw);
  return texts.flatMap((t) => [...(text.includes(t) ? [] : [`text: ${t}`]), ...(html.includes(escapeText(t)) ? [] : [`html: ${t}`])]);
}
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escapeText = (s: string) => s.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
