// Signing out one token (POST /auth/logout): its jti is refused until the token would have
// expired anyway. Signing out everywhere moves users.token_version on instead.
import type { Queryable } from '../db';

/** Signs one token out until it would have expired anyway. */
export async function revokeToken(db: Queryable, userId: number, jti: string, exp: number): Promise<void> {
  await db.query('INSERT INTO revoked_tokens (jti, user_id, expires_at) VALUES ($1, $2, to_timestamp($3)) ON CONFLICT (jti) DO NOTHING', [
    jti,
    userId,
    exp,
  ]);
  // Expired rows are no longer needed; sweeping on a small share of sign-outs keeps the table small.
  if (Math.random() < 0.05) await db.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
}
