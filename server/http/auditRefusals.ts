// The audit log records what was refused, not only what succeeded: a signed-in person's 403
// anywhere, and a staff write under /admin that was refused (with what was attempted).
// Refusals are aggregated as throttling is: one row per actor, kind, method and route pattern
// (the route that answered, e.g. /admin/orders/:id or the staff guard's /admin/*) and window,
// so a script repeating a refused request, or varying its path, writes one row a minute.
import { createMiddleware } from 'hono/factory';
import type { UserRow } from '../accounts/users';
import type { NewAuditEvent } from '../audit/log';
import type { Queryable } from '../db';
import { clientIp } from './clientIp';
import { API_PREFIX } from './mount';
import { auditThrottled } from './rateLimit';
import type { TrustedProxies } from './trustedProxies';

const REFUSED_CHANGE = new Set([400, 404, 409, 422]);
export const REFUSAL_WINDOW_SECONDS = 60;
export const AUDIT_PATH_MAX = 200;

/** The API's own path (the log names paths as the API knows them: /admin/…), at most 200 characters. */
const apiPath = (path: string) => (path.startsWith(`${API_PREFIX}/`) ? path.slice(API_PREFIX.length) : path).slice(0, AUDIT_PATH_MAX);

export const auditRefusals = (db: Queryable, trustProxy: TrustedProxies) =>
  createMiddleware<{ Variables: { user?: UserRow; body?: unknown } }>(async (c, next) => {
    await next();
    const user = c.var.user;
    const { status } = c.res;
    if (!user) return;
    const path = apiPath(c.req.path);
    const event = (action: NewAuditEvent['action'], extra: Record<string, unknown> = {}): NewAuditEvent => ({
      action,
      actor: user,
      target: path,
      clientIp: clientIp(c, trustProxy),
      detail: { method: c.req.method, status, ...extra },
    });
    const once = (e: NewAuditEvent) =>
      auditThrottled(db, `refused:${user.id}:${e.action}:${c.req.method}:${apiPath(c.req.routePath)}`, REFUSAL_WINDOW_SECONDS, e);
    if (status === 403) await once(event('access.denied'));
    else if (REFUSED_CHANGE.has(status) && c.req.method !== 'GET' && /^\/admin(\/|$)/.test(path))
      await once(event('staff.refused', { attempted: c.var.body ?? null }));
  });
