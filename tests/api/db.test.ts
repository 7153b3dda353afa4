// Schema and start-up: migrations apply once, also with two instances starting together.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openDatabase } from '#server/db/index';
import { migrate } from '#server/db/migrate';
import { freshDatabaseUrl, knownHash, PG_URL, SETUP_TIMEOUT } from './helpers';

const ALL = readdirSync(join(import.meta.dirname, '../../server/db/migrations'))
  .filter((f) => f.endsWith('.sql'))
  .sort();
const versions = async (db: Awaited<ReturnType<typeof openDatabase>>) =>
  (await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version')).rows.map((r) => r.version);

test(
  'PGlite: migrations run once; reopening applies nothing; constraints hold',
  async () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-db-'));
    try {
      let db = await openDatabase({ databaseUrl: null, dataDir: dir });
      expect(await versions(db)).toEqual(ALL);
      expect(ALL).toEqual(expect.arrayContaining(['002_accounts.sql', '003_cart_inventory.sql', '004_orders.sql', '005_rate_limits.sql']));
      await db.close();
      db = await openDatabase({ databaseUrl: null, dataDir: dir });
      expect(await migrate(db)).toEqual([]);
      // PGlite runs no autovacuum: the opening analyzed the tables (never analyzed reads -1).
      const { rows } = await db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE relname = 'orders'");
      expect(rows[0].reltuples).toBeGreaterThanOrEqual(0);
      const hash = await knownHash();
      await db.query("INSERT INTO users (email, username, password_hash) VALUES ('Case@Example.com', 'case', $1)", [hash]);
      await expect(
        db.query("INSERT INTO users (email, username, password_hash) VALUES ('case@example.COM', 'other', $1)", [hash]),
      ).rejects.toThrow(/unique/);
      await db.query("INSERT INTO inventory (product_id, slug, stock) VALUES (1, 'p', 1)");
      await expect(db.query('INSERT INTO cart_items (user_id, product_id, quantity) VALUES (1, 1, 0)')).rejects.toThrow(/check/);
      await expect(db.query('INSERT INTO cart_items (user_id, product_id, quantity) VALUES (1, 999, 1)')).rejects.toThrow(/foreign key/);
      await db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
  SETUP_TIMEOUT,
);

test.skipIf(!PG_URL)('PostgreSQL: two instances starting at once migrate once (advisory lock; needs TEST_DATABASE_URL)', async () => {
  const fresh = await freshDatabaseUrl();
  try {
    const [a, b] = await Promise.all([0, 1].map(() => openDatabase({ databaseUrl: fresh.url, dataDir: tmpdir() })));
    try {
      expect(await versions(a)).toEqual(ALL);
      expect(await versions(b)).toEqual(ALL);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  } finally {
    await fresh.drop();
  }
});
