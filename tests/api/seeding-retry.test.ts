// Stock and seat rows are seeded when the server starts. Instances starting together on one
// database once saw that fail (a scale run: one instance answered 500 to every request,
// even its liveness probe, for as long as it ran): a failed seeding is tried again.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createApp } from '#server/app';
import type { Db } from '#server/db/index';
import { asServed, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
beforeAll(async () => {
  h = await setup();
}, SETUP_TIMEOUT);
afterAll(() => h.close());

test('a seeding that failed at start is tried again by the next request, not kept as the answer to every request', async () => {
  const logs: { msg?: string }[] = [];
  let failures = 1;
  // The real database, whose first stock seeding fails as a deadlock would.
  const once = new Proxy(h.db, {
    get(db, key) {
      if (key === 'query')
        return (sql: string, params?: unknown[]) =>
          failures > 0 && sql.includes('INSERT INTO inventory') && failures--
            ? Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' }))
            : db.query(sql, params);
      const value = Reflect.get(db, key) as unknown;
      return typeof value === 'function' ? value.bind(db) : value;
    },
  }) as Db;
  const app = asServed(createApp({ db: once, config: h.config, log: (l) => logs.push(l) }));
  await expect.poll(() => logs.some((l) => l.msg?.startsWith('inventory or seat seeding failed'))).toBe(true);

  const live = await app.request('/api/health/live');
  expect(live.status).toBe(200);
  const stock = await app.request('/api/products/stock');
  expect(stock.status).toBe(200);
  expect(failures).toBe(0);
});
