// A development server delivers nothing (no SMTP_URL, not production): its outbox is the only
// place to read the site's e-mails, so each message is shown as it would be delivered, with
// its one-time links (password reset, "Confirm my seat") written in for this server's address
// (SITE_URL). Anywhere else the outbox lists messages without their text: a link in a
// delivered e-mail is its recipient's alone.
import type { Config } from '../config';
import { withLinks } from './links';
import type { OutboxRow } from './outbox';
import { renderMail } from './templates';

export const showsMailText = (config: Pick<Config, 'production' | 'smtpUrl'>): boolean => !config.production && !config.smtpUrl;

export async function withMailText<R extends Pick<OutboxRow, 'template' | 'params'>>(
  rows: R[],
  config: Pick<Config, 'production' | 'smtpUrl' | 'siteUrl' | 'jwtSecret'>,
): Promise<(R & { text?: string })[]> {
  if (!showsMailText(config)) return rows;
  return Promise.all(rows.map(async (r) => ({ ...r, text: (await renderMail(r.template, withLinks(r, config))).text })));
}
