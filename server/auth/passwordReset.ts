// Password reset links. A link carries a random token; only its SHA-256 is stored. It works
// for RESET_LINK_MINUTES, once, and redeeming it ends every session and every other link.
import { createHash, randomBytes } from 'node:crypto';
import { RESET_LINK_MINUTES } from '../../src/domain/forms/passwordReset';
import type { Config } from '../config';
import type { Db, Queryable } from '../db';
import { enqueue } from '../mail/outbox';
import { outboxChanged } from '../mail/outboxSignal';
import { shopParams } from '../mail/shop';
import { mailSubject } from '../mail/templates';
import type { UserRow } from '../data/users';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Stores a new link for the user and queues its e-mail, in one transaction. */
export async function sendResetLink(db: Db, config: Pick<Config, 'contentDir' | 'siteUrl'>, user: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const params = {
    ...shopParams(config.contentDir, config.siteUrl),
    name: user.first_name || user.username,
    reset_url: `${config.siteUrl}/reset-password?token=${token}`,
    minutes: String(RESET_LINK_MINUTES),
  };
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO password_resets (user_id, token_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
      [user.id, hashToken(token), RESET_LINK_MINUTES],
    );
    await enqueue(tx, {
      template: 'password_reset',
      recipient: user.email,
      replyTo: null,
      subject: mailSubject('password_reset', params),
      params,
      reference: `RESET-${rows[0].id}`,
      answersId: null,
      clientIp: '',
    });
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
 * token version moves on, so every token signed before is refused.
 */
export function redeemResetLink(db: Db, token: string, passwordHash: string): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const { rows: links } = await tx.query<{ user_id: number }>(
      'UPDATE password_resets SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [hashToken(token)],
    );
    if (!links[0]) return null;
    const userId = links[0].user_id;
    await tx.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
    const { rows } = await tx.query<UserRow>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING *',
      [userId, passwordHash],
    );
    return rows[0] ?? null;
  });
}
