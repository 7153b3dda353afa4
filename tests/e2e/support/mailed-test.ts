// A spec whose worker has a server and database of its own, delivering its mail to an SMTP
// server started here: the spec reads each message as delivered (`mailed.smtp`).
import type { SmtpTestServer } from '../../api/smtp-server';
import { test as base } from './fixtures';
import { startMailedServer } from './server';

export interface MailedSite {
  baseURL: string;
  smtp: SmtpTestServer;
}

export function mailedTest(...server: Parameters<typeof startMailedServer>) {
  return base.extend<object, { mailed: MailedSite }>({
    mailed: [
      async ({}, use) => {
        const site = await startMailedServer(...server);
        await use(site);
        await site.stop();
      },
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ mailed }, use) => use(mailed.baseURL),
  });
}
