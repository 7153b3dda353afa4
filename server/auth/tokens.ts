// Access tokens: HS256 only, 8-hour lifetime, sub = user id, tv = the user's token_version,
// jti = this token's own id (so one token can be signed out without the others).
import { randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';

export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
const ALG = 'HS256';

/** jti is absent only from tokens signed before tokens had ids. */
export interface TokenClaims {
  sub: string;
  tv: number;
  exp: number;
  jti?: string;
}

export function signToken(
  user: { id: number; token_version: number },
  secret: string,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  return sign(
    { sub: String(user.id), tv: user.token_version, jti: randomBytes(16).toString('base64url'), iat: now, exp: now + TOKEN_TTL_SECONDS },
    secret,
    ALG,
  );
}

/** The claims of a valid token, or null (other algorithm, bad signature, expired, malformed). */
export async function verifyToken(token: string, secret: string): Promise<TokenClaims | null> {
  try {
    const p = await verify(token, secret, ALG);
    const valid = typeof p.exp === 'number' && typeof p.sub === 'string' && /^\d{1,15}$/.test(p.sub) && Number.isInteger(p.tv);
    const jti = typeof p.jti === 'string' && /^[\w-]{1,64}$/.test(p.jti) ? p.jti : undefined;
    return valid ? { sub: p.sub as string, tv: p.tv as number, exp: p.exp as number, jti } : null;
  } catch {
    return null;
  }
}

/**
 * verifyToken for one secret, remembering tokens it has already verified: a token comes
 * back on every request for hours, and its HMAC check costs more than the rest of the guard.
 */
export function tokenVerifier(secret: string, maxEntries = 10_000) {
  const verified = new Map<string, TokenClaims>();
  return async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) {
      if (known.exp > Date.now() / 1000) return known;
      verified.delete(token);
      return null;
    }
    const claims = await verifyToken(token, secret);
    if (claims) {
      verified.set(token, claims);
      if (verified.size > maxEntries) verified.delete(verified.keys().next().value as string);
    }
    return claims;
  };
}
