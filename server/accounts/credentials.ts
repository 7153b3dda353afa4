// Changes of how an account signs in, each one transaction with its audit line: signing out
// (one token or every one) and changing the password. Both end the account's pending reset links.
import { recordAudit, type AuditOf } from '../audit/log';
import { voidResetLinks } from '../auth/passwordReset';
import { revokeToken } from '../auth/revocation';
import type { TokenClaims } from '../auth/tokens';
import type { Db } from '../db';
import type { UserRow } from './users';

/**
 * Signs the token out, or every token of the account when `everywhere`. A token without an id
 * (signed before tokens had one) cannot be refused alone: it ends every session. The audit line
 * is made from whether every session ended.
 */
export async function signOut(db: Db, userId: number, token: TokenClaims, everywhere: boolean, audit: AuditOf<boolean>): Promise<void> {
  const all = everywhere || !token.jti;
  await db.transaction(async (tx) => {
    if (all) await tx.query('UPDATE users SET token_version = token_version + 1 WHERE id = $1', [userId]);
    else await revokeToken(tx, userId, token.jti!, token.exp);
    await voidResetLinks(tx, userId);
    await recordAudit(tx, audit(all));
  });
}

/** Sets a new password: every earlier token is refused (the token version moves on). Answers the account as it is now. */
export const changePassword = (db: Db, userId: number, passwordHash: string, audit: AuditOf<UserRow>) =>
  db.transaction(async (tx) => {
    await voidResetLinks(tx, userId);
    const { rows } = await tx.query<UserRow>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING *',
      [userId, passwordHash],
    );
    await recordAudit(tx, audit(rows[0]));
    return rows[0];
  });
