// The audit log records what was refused, not only what succeeded: a signed-in person's 403
// anywhere, and a staff write under /admin that was refused (with what was attempted).
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../data/users';
import { recordAudit } from '../data/audit';
import type { Queryable } from '../db';
import { clientIp } from './clientIp';
import { API_PREFIX } from './mount';
import type { TrustedProxies } from './trustedProxies';

const REFUSED_CHANGE = new Set([400, 404, 409, 422]);

export const auditRefusals = (db: Queryable, trustProxy: TrustedProxies) =>
  createMiddleware<{ Variables: { user?: UserRow; body?: unknown } }>(async (c, next) => {
    await next();
    const user = c.var.user;
    const { status } = c.res;
    if (!user) return;
    // The API is served under /api; the log names paths as the API knows them (/admin/…).
    const path = c.req.path.startsWith(`${API_PREFIX}/`) ? c.req.path.slice(API_PREFIX.length) : c.req.path;
    const where = { method: c.req.method, path, status };
    const ip = clientIp(c, trustProxy);
    if (status === 403) await recordAudit(db, { action: 'access.denied', actor: user, target: path, clientIp: ip, detail: where });
    else if (REFUSED_CHANGE.has(status) && c.req.method !== 'GET' && /^\/admin(\/|$)/.test(path))
      await recordAudit(db, {
        action: 'staff.refused',
        actor: user,
        target: path,
        clientIp: ip,
        detail: { ...where, attempted: c.var.body ?? null },
      });
  });
