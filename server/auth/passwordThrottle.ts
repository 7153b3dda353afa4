// Wrong passwords are counted per account name *and* client address: ten in 15 minutes stop
// that address from trying that account again until the window ends, while the owner signing
// in from elsewhere is not blocked. An unknown e-mail is counted the same way, so the answers
// (status, detail, timing) never tell whether an account exists. Used by sign-in and by the
// change of password (current_password guesses). Each attempt is counted *before* the
// password is verified, in one atomic statement: thirty guesses sent at once are thirty
// counts, and only the first ten are ever checked. A success clears the count.
import type { Queryable } from '../db';
import { ApiError } from '../http/errors';
import { clearHits, countHit } from '../http/rateLimit';
import { countRateLimited } from '../http/metrics';

export const PASSWORD_FAILURE_LIMIT = 10;
export const PASSWORD_FAILURE_WINDOW_SECONDS = 15 * 60;
export const THROTTLED_DETAIL = 'Too many failed login attempts. Please try again later.';

export const passwordFailureKey = (scope: 'login' | 'change-password', account: string, ip: string) =>
  `pw-fail:${scope}:${account.trim().toLowerCase()}:${ip}`;

export function passwordThrottle(db: Queryable, { disabled = false } = {}) {
  return {
    /** Counts this attempt; 429 with Retry-After when it is beyond the limit (the password is then not checked). */
    async reserve(key: string): Promise<void> {
      if (disabled) return;
      const { count, retryAfter } = await countHit(db, key, PASSWORD_FAILURE_WINDOW_SECONDS);
      if (count > PASSWORD_FAILURE_LIMIT) {
        countRateLimited('password-failures');
        throw new ApiError(429, THROTTLED_DETAIL, { 'Retry-After': String(retryAfter) });
      }
    },
    succeeded: (key: string) => (disabled ? Promise.resolve() : clearHits(db, key)),
  };
}
