// A test file's own harness whose mail worker delivers to an SMTP server started for the file:
// its tests read each message as delivered (`mail.smtp.received`).
import { afterAll, beforeAll } from 'vitest';
import type { MailWorker } from '#server/mail/worker';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

export function withDeliveredMail(options?: Parameters<typeof setup>[0]) {
  const mail = {} as { h: Harness; smtp: SmtpTestServer; worker: MailWorker };
  beforeAll(async () => {
    mail.h = await setup(options);
    mail.smtp = await startSmtpServer();
    mail.worker = startTestMailWorker(mail.h.db, mail.smtp);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await mail.worker?.stop();
    await mail.smtp?.close();
    await mail.h?.close();
  }, SETUP_TIMEOUT);
  return mail;
}
