// The API (Hono), mounted at /api by server/main.ts. Routes live in server/routes/<area>.ts.
import { Hono } from 'hono';
import type { Config } from './config';
import type { Db } from './db';

export interface AppDeps { db: Db; config: Config }

export function createApp({ db }: AppDeps): Hono {
  const app = new Hono();
  app.get('/health', async (c) => {
    try {
      await db.query('SELECT 1');
      return c.json({ status: 'ok', database: 'up', engine: db.kind });
    } catch {
      return c.json({ status: 'degraded', database: 'down', engine: db.kind }, 503);
    }
  });
  app.notFound((c) => c.json({ detail: 'Not Found' }, 404));
  return app;
}
