// GET /health: whether the database answers (for load balancers and uptime checks).
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { healthSchema } from '../../src/domain/api';
import type { Deps } from '../deps';
import { answer, noRefusal } from '../openapi/describe';

export function healthRoutes({ db }: Pick<Deps, 'db'>) {
  return new Hono().get(
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
  );
}
