// GET /health: whether the database answers (uptime checks). GET /health/live: the process
// runs (a liveness probe: restart it if not). GET /health/ready: this instance should get
// traffic (a readiness probe: the balancer's health check) — the database answers within
// READY_TIMEOUT_MS over a connection of its own (a full pool is "busy", not down), every
// migration of this code is applied, the listener (PostgreSQL) has answered its heartbeat lately
// and the instance is not stopping.
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { healthSchema, livenessSchema, readinessSchema } from '#domain/shared/schemas';
import type { Db } from '../db';
import { latestMigration } from '../db/migrate';
import { answer, noRefusal } from '../openapi/describe';

export const READY_TIMEOUT_MS = 1000;
/** The listener counts as up for readiness while it answered a heartbeat this recently (caches are stricter). */
const LISTENER_READY_MS = 5000;

/** Set by the server when it stops: readiness answers 503 from then on. */
export interface Lifecycle {
  stopping: boolean;
  /** After the drain: every request is answered 503 with Retry-After and the connection closed. */
  closing?: boolean;
}

const within = <T>(ms: number, work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('time-out')), ms).unref())]);

export function healthRoutes({ db, lifecycle }: { db: Db; lifecycle: Lifecycle }) {
  const latest = latestMigration();
  return new Hono()
    .get(
      '/',
      describeRoute({
        operationId: 'checkHealth',
        summary: 'Database health check',
        responses: {
          200: answer('The database answers', healthSchema),
          503: answer('The database does not answer', healthSchema),
          ...noRefusal,
        },
      }),
      async (c) => {
        try {
          await db.query('SELECT 1');
          return c.json({ status: 'ok', database: 'up', engine: db.kind });
        } catch {
          return c.json({ status: 'degraded', database: 'down', engine: db.kind }, 503);
        }
      },
    )
    .get(
      '/live',
      describeRoute({
        operationId: 'checkLiveness',
        summary: 'Liveness probe: the process runs',
        responses: { 200: answer('The process runs', livenessSchema), ...noRefusal },
      }),
      (c) => c.json({ status: 'ok' as const }),
    )
    .get(
      '/ready',
      describeRoute({
        operationId: 'checkReadiness',
        summary: 'Readiness probe: send traffic here',
        responses: {
          200: answer('Database, migrations and listener ready; not stopping', readinessSchema),
          503: answer('Not ready: the fields say why', readinessSchema),
          ...noRefusal,
        },
      }),
      async (c) => {
        let database: 'up' | 'down' = 'down';
        let migrations: 'applied' | 'pending' | 'unknown' = 'unknown';
        try {
          const { rows } = await within(
            READY_TIMEOUT_MS,
            db.probe<{ v: string | null }>('SELECT max(version) AS v FROM schema_migrations'),
          );
          database = 'up';
          migrations = (rows[0]?.v ?? '') >= latest ? 'applied' : 'pending';
        } catch {
          /* down or slower than the time-out */
        }
        const listener = db.listenerAlive(LISTENER_READY_MS) ? 'up' : 'down';
        // Requests waiting for a pool connection: busy, yet ready (each waits DB_CONNECT_TIMEOUT_MS at most, then gets a 503 to retry).
        const pool = (db.poolStats()?.waiting ?? 0) > 0 ? ('busy' as const) : ('ok' as const);
        const ready = !lifecycle.stopping && database === 'up' && migrations === 'applied' && listener === 'up';
        return c.json(
          {
            status: ready ? ('ready' as const) : ('not ready' as const),
            database,
            migrations,
            listener,
            pool,
            stopping: lifecycle.stopping,
          },
          ready ? 200 : 503,
        );
      },
    );
}
