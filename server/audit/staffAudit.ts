// One audit line per staff action, from the request's signed-in user and client address.
import type { Context } from 'hono';
import type { AuthEnv } from '../auth/middleware';
import type { AuditAction } from '../../src/domain/audit';
import { recordAudit } from './log';
import type { Deps } from '../deps';
import { clientIp } from '../http/clientIp';

export const staffAudit =
  ({ db, config }: Pick<Deps, 'db' | 'config'>) =>
  <E extends AuthEnv>(c: Context<E>, action: AuditAction, target: string, detail: Record<string, unknown> = {}) =>
    recordAudit(db, { action, actor: c.var.user, target, clientIp: clientIp(c, config.trustProxy), detail });
