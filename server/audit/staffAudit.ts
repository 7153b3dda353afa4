// One audit line per action of the request's signed-in user (staff or customer), with its client address.
import type { Context } from 'hono';
import type { AuthEnv } from '../auth/middleware';
import type { AuditAction } from '#domain/audit/audit';
import { recordAudit, type NewAuditEvent } from './log';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';

/** The audit line of the signed-in user's action, for a service to write inside the change's own transaction. */
export const signedInAuditEvent =
  ({ config }: Pick<Deps, 'config'>) =>
  <E extends AuthEnv>(c: Context<E>, action: AuditAction, target: string, detail: Record<string, unknown> = {}): NewAuditEvent => ({
    action,
    actor: c.var.user,
    target,
    clientIp: clientIp(c, config.trustProxy),
    detail,
  });

export const staffAudit = (deps: Pick<Deps, 'db' | 'config'>) => {
  const event = signedInAuditEvent(deps);
  return <E extends AuthEnv>(c: Context<E>, action: AuditAction, target: string, detail: Record<string, unknown> = {}) =>
    recordAudit(deps.db, event(c, action, target, detail));
};
