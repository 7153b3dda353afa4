// One-time links in the e-mails the server writes (password reset, seat confirmation). The
// outbox keeps only the id of what a link acts on; the token is derived from that id with a
// key made from JWT_SECRET, which is not in the database, and the link is written into the
// message only at delivery. Neither the outbox, its API nor a copy of the database holds a
// usable link; the link's table keeps only the token's SHA-256.
import { createHash, createHmac } from 'node:crypto';
import { isLang, localePath } from '#domain/i18n/locales';
import type { Config } from '../config';
import type { OutboxRow } from './outbox';

export type LinkPurpose = 'password-reset' | 'seat-confirmation';

const keys = new Map<string, Buffer>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) keys.set(secret, (key = createHmac('sha256', secret).update('fiberpro e-mail links v1').digest()));
  return key;
};

/** The link's token: 43 URL-safe characters only the holder of JWT_SECRET can compute. */
export const linkToken = (secret: string, purpose: LinkPurpose, id: number | string): string =>
  createHmac('sha256', keyFor(secret)).update(`${purpose}:${id}`).digest('base64url');

export const hashLinkToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Where each link points, and the parameter of the outbox row naming its id. */
const LINKS = {
  reset_url: { purpose: 'password-reset', idParam: 'reset_link_id', page: '/reset-password' },
  confirm_url: { purpose: 'seat-confirmation', idParam: 'confirm_registration_id', page: '/confirm-seat' },
} as const;

/** The row's parameters with its links written in: done at delivery only, never stored. */
export function withLinks(row: Pick<OutboxRow, 'params'>, config: Pick<Config, 'siteUrl' | 'jwtSecret'>): Record<string, string> {
  const params = { ...row.params };
  for (const [name, { purpose, idParam, page }] of Object.entries(LINKS)) {
    const id = params[idParam];
    // A Spanish message links to the page's Spanish twin.
    const path = localePath(page, isLang(params.lang) ? params.lang : 'en');
    if (id) params[name] = `${config.siteUrl}${path}?token=${linkToken(config.jwtSecret, purpose, id)}`;
  }
  return params;
}
