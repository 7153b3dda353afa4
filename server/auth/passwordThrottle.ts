// Wrong passwords are counted per account name *and* client address: ten in 15 minutes stop
// that address from trying that account again until the window ends, while the owner signing
// in from elsewhere is not blocked. An unknown e-mail is counted the same way, so the answers
// (status, detail, timing) never tell whether an account exists. Used by sign-in and by the
// change of password (current_password guesses).
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { clearHits, countHit, peekHits } from '../http/rateLimit';

export const PASSWORD_FAILURE_LIMIT = 10;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;
export const THROTTLED_DETAIL = 'Too many failed login attempts. Please try again later.';

export const passwordFailureKey = (scope: 'login' | 'change-password', account: string, ip: string) =>
  `pw-fail:${scope}:${account.trim().toLowerCase()}:${ip}`;

export function passwordThrottle(db: Queryable, { disabled = false } = {}) {
  return {
    /** 429 with Retry-After once this address has failed too often for this account. */
    async check(key: string): Promise<void> {
      if (disabled) return;
      const { count, retryAfter } = await peekHits(db, key, PASSWORD_FAILURE_WINDOW_SECONDS);
      if (count >= PASSWORD_FAILURE_LIMIT) throw new ApiError(429, THROTTLED_DETAIL, { 'Retry-After': String(retryAfter) });
    },
    async failed(key: string): Promise<void> {
      if (!disabled) await countHit(db, key, PASSWORD_FAILURE_WINDOW_SECONDS);
    },
    succeeded: (key: string) => (disabled ? Promise.resolve() : clearHits(db, key)),
  };
}
