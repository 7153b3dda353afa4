// Bearer-token guards. Every failure is the same 401, so callers learn nothing about why.
import { createMiddleware } from 'hono/factory';
import type { RowCache } from '../db/rowCache';
import { ApiError } from '../http/errors';
import type { UserRow } from '../data/users';
import { tokenVerifier, type TokenClaims } from './tokens';

export type AuthEnv = { Variables: { user: UserRow; token: TokenClaims } };

const unauthorized = () => new ApiError(401, 'Could not validate credentials', { 'WWW-Authenticate': 'Bearer' });

/** The signed-in user guard; built once per app so its memo of verified tokens is shared. */
export function requireUser(users: RowCache<UserRow | undefined>, secret: string) {
  const verify = tokenVerifier(secret);
  return createMiddleware<AuthEnv>(async (c, next) => {
    const token = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await verify(token) : null;
    const user = claims ? await users.get(Number(claims.sub)) : undefined;
    if (!user || !claims || user.token_version !== claims.tv) throw unauthorized();
    if (claims.jti && user.revoked_jtis?.includes(claims.jti)) throw unauthorized();
    c.set('user', user);
    c.set('token', claims);
    await next();
  });
}

export const requireAdmin = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.var.user.role !== 'admin') throw new ApiError(403, 'Not enough permissions');
  await next();
});
