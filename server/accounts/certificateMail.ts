// The customer's e-mail about the staff's review of their tax certificate, queued in the
// review's transaction like the order e-mails. It goes to the account's own address and greets
// by a plain short name only (visitorText's rule).
import type { TaxCertificate } from '#domain/accounts/schemas';
import { certificateExempts, isoDay } from '#domain/orders/billing';
import { formatLongDate } from '#domain/shared/format';
import type { Config } from '../config';
import type { Queryable } from '../db';
import { enqueue } from '../mail/outbox';
import { shopParams } from '../mail/shop';
import { mailSubject } from '../mail/templates';
import { greetingName } from '../mail/visitorText';

/** Queues the review's e-mail to the certificate's owner in the transaction tx. */
export type CertificateMailer = (tx: Queryable, ownerId: number, certificate: TaxCertificate) => Promise<void>;

export function certificateMailer(config: Pick<Config, 'contentDir' | 'siteUrl' | 'teamEmail'>): CertificateMailer {
  const shop = shopParams(config.contentDir, config.siteUrl);
  return async (tx, ownerId, c) => {
    const { rows } = await tx.query<{ email: string; first_name: string; username: string }>(
      'SELECT email, first_name, username FROM users WHERE id = $1',
      [ownerId],
    );
    const owner = rows[0];
    const outcome = c.status === 'approved' && !certificateExempts(c, isoDay(new Date())) ? 'expired' : c.status;
    const params = {
      ...shop,
      name: greetingName(owner.first_name || owner.username),
      company: c.company,
      expires_on: formatLongDate(c.expires_on),
      outcome,
      reason: c.reason,
      account_url: `${shop.site_url}/account`,
    };
    await enqueue(tx, {
      template: 'certificate_reviewed',
      recipient: owner.email,
      replyTo: config.teamEmail,
      subject: mailSubject('certificate_reviewed', params),
      params,
      reference: `CERT-${c.id}`,
      answersId: null,
      clientIp: '',
    });
  };
}
