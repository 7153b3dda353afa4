// Password reset links. A link's token is derived from its id (mail/links.ts) and written into
// the e-mail only at delivery; only its SHA-256 is stored. It works for RESET_LINK_MINUTES,
// once, and redeeming it, a change of password or a sign-out ends every other link.
import { RESET_LINK_MINUTES } from '#domain/forms/passwordReset';
import type { Config } from '../config';
import { recordAudit, type AuditOf } from '../audit/log';
import type { Db, Queryable } from '../db';
import { hashLinkToken as hashToken, linkToken } from '../mail/links';
import { outboxChanged } from '../mail/outboxSignal';
import { shopParams } from '../mail/shop';
import { mailSubject } from '../mail/templates';
import { greetingName } from '../mail/visitorText';
import type { UserRow } from '../accounts/users';

/**
 * POST /auth/forgot-password's work, the same statements whether or not `email` has an account:
 * the account is a row each statement joins (none for an unknown address), never a branch here,
 * so no address costs more than another. In one transaction: a new link (its id drawn first, so
 * its token's hash is known before the row is written), its e-mail and the audit line.
 */
export async function requestResetLink(
  db: Db,
  config: Pick<Config, 'contentDir' | 'siteUrl' | 'jwtSecret'>,
  email: string,
  clientIp: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { rows: drawn } = await tx.query<{ id: string }>(`SELECT nextval(pg_get_serial_sequence('password_resets', 'id'))::text AS id`);
    const id = drawn[0].id;
    const { rows: accounts } = await tx.query<UserRow>(
      `WITH account AS (SELECT * FROM users WHERE lower(email) = lower($1)),
            link AS (INSERT INTO password_resets (id, user_id, token_hash, expires_at) OVERRIDING SYSTEM VALUE
                     SELECT $2, id, $3, now() + make_interval(mins => $4) FROM account)
       SELECT * FROM account`,
      [email, id, hashToken(linkToken(config.jwtSecret, 'password-reset', id)), RESET_LINK_MINUTES],
    );
    const user = accounts[0];
    const params = {
      ...shopParams(config.contentDir, config.siteUrl),
      name: greetingName(user?.first_name || user?.username || ''),
      reset_link_id: id,
      minutes: String(RESET_LINK_MINUTES),
      lang: user?.lang ?? 'en',
    };
    await tx.query(
      `INSERT INTO mail_outbox (template, recipient, subject, params, reference)
       SELECT 'password_reset', u.email, $2, $3, $4 FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
      [id, mailSubject('password_reset', params), JSON.stringify(params), `RESET-${id}`],
    );
    await tx.query(
      `INSERT INTO audit_events (actor_email, action, target, client_ip)
       SELECT u.email, 'auth.password_reset_requested', u.email, $2 FROM password_resets r JOIN users u ON u.id = r.user_id WHERE r.id = $1`,
      [id, clientIp],
    );
  });
  outboxChanged();
}

/** Whether the token is a live link (checked before the costly password hash). */
export async function isLiveResetToken(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()', [
    hashToken(token),
  ]);
  return rows.length > 0;
}

/**
 * Sets the new password if the link is still live, and answers the user; null when it is
 * not (used, expired, unknown). The link and the user's other links are used up, and the
 * token version moves on, so every token signed before is refused. The audit line is written
 * only for a password set.
 */
export function redeemResetLink(db: Db, token: string, passwordHash: string, audit: AuditOf<UserRow>): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const { rows: links } = await tx.query<{ user_id: number }>(
      'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [hashToken(token)],
    );
    if (!links[0]) return null;
    const userId = links[0].user_id;
    await voidResetLinks(tx, userId);
    const { rows } = await tx.query<UserRow>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING *',
      [userId, passwordHash],
    );
    if (rows[0]) await recordAudit(tx, audit(rows[0]));
    return rows[0] ?? null;
  });
}

/** Every pending link of the user stops working: run it in the transaction that changes the password or the sessions. */
export async function voidResetLinks(tx: Queryable, userId: number): Promise<void> {
  await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
