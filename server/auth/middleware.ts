// Bearer-token guards. Every failure is the same 401, so callers learn nothing about why.
// Each guard describes the operations it covers in the OpenAPI document.
import { createMiddleware } from 'hono/factory';
import type { RowCache } from '../db/rowCache';
import { ApiError } from '../http/errors';
import { describing, refusal } from '../openapi/describe';
import type { UserRow } from '../accounts/users';
import { tokenVerifier, type TokenClaims } from './tokens';

export type AuthEnv = { Variables: { user: UserRow; token: TokenClaims } };

const unauthorized = () => new ApiError(401, 'Could not validate credentials', { 'WWW-Authenticate': 'Bearer' });

/** The signed-in user guard; built once per app so its memo of verified tokens is shared. */
export function requireUser(users: RowCache<UserRow | undefined>, secret: string) {
  const verify = tokenVerifier(secret);
  const guard = createMiddleware<AuthEnv>(async (c, next) => {
    const token = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await verify(token) : null;
    const user = claims ? await users.get(Number(claims.sub)) : undefined;
    if (!user || !claims || user.token_version !== claims.tv) throw unauthorized();
    if (claims.jti && user.revoked_jtis?.includes(claims.jti)) throw unauthorized();
    c.set('user', user);
    c.set('token', claims);
    await next();
  });
  return describing(guard, { security: [{ bearer: [] }], responses: { 401: refusal('Missing, invalid, expired or revoked token') } });
}

export const requireAdmin = describing(
  createMiddleware<AuthEnv>(async (c, next) => {
    if (c.var.user.role !== 'admin') throw new ApiError(403, 'Not enough permissions');
    await next();
  }),
  { responses: { 403: refusal('Not an admin') } },
);
