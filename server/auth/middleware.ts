// Bearer-token guards. Every failure is the same 401, so callers learn nothing about why.
import { createMiddleware } from 'hono/factory';
import type { Db } from '../db';
import { ApiError } from '../http/errors';
import { findUserById, type UserRow } from '../users';
import { verifyToken } from './tokens';

export type AuthEnv = { Variables: { user: UserRow } };

const unauthorized = () => new ApiError(401, 'Could not validate credentials', { 'WWW-Authenticate': 'Bearer' });

export const requireUser = (db: Db, secret: string) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const token = /^Bearer ([\w-]+\.[\w-]*\.[\w-]*)$/i.exec(c.req.header('authorization') ?? '')?.[1];
    const claims = token ? await verifyToken(token, secret) : null;
    const user = claims ? await findUserById(db, Number(claims.sub)) : undefined;
    if (!user || !claims || user.token_version !== claims.tv) throw unauthorized();
    c.set('user', user);
    await next();
  });

export const requireAdmin = createMiddleware<AuthEnv>(async (c, next) => {
  if (c.var.user.role !== 'admin') throw new ApiError(403, 'Not enough permissions');
  await next();
});
