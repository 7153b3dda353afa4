// PGlite's named-statement path (server/db/pglitePrepared.ts): same answers as PGlite's own
// query path, errors that leave it usable, and never a statement inside someone's transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase, type Db } from '#server/db/index';
import { SETUP_TIMEOUT } from './helpers';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'api-prepared-'));
  db = await openDatabase({ databaseUrl: null, dataDir: dir });
  await db.exec(`CREATE TABLE probe (id BIGINT PRIMARY KEY, amount NUMERIC(12,2), ok BOOLEAN, note TEXT,
    at TIMESTAMPTZ NOT NULL DEFAULT now(), n INTEGER CHECK (n >= 0))`);
}, SETUP_TIMEOUT);
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test('scalars go in as text and come back with the same types as PGlite’s own path', async () => {
  const insert = 'INSERT INTO probe (id, amount, ok, note, n) VALUES ($1, $2, $3, $4, $5) RETURNING *';
  const first = await db.query(insert, [1, 19.99, true, 'it’s "quoted"', 3]);
  expect(first.rowCount).toBe(1);
  expect(first.rows[0]).toMatchObject({ id: 1, amount: 19.99, ok: true, note: 'it’s "quoted"', n: 3 });
  expect(first.rows[0].at).toBeInstanceOf(Date);
  const second = await db.query(insert, [2, null, false, null, 0]); // the statement is reused
  expect(second.rows[0]).toMatchObject({ id: 2, amount: null, ok: false, note: null, n: 0 });
  const arrays = await db.query<{ id: number }>('SELECT id FROM probe WHERE id = ANY($1::bigint[]) ORDER BY id', [[1, 2]]); // PGlite's path
  expect(arrays.rows.map((r) => r.id)).toEqual([1, 2]);
  const updated = await db.query('UPDATE probe SET n = n + 1 WHERE id = $1', [1]);
  expect(updated.rowCount).toBe(1);
});

test('an error on first use or later leaves the statement usable', async () => {
  const put = 'INSERT INTO probe (id, n) VALUES ($1, $2)';
  await expect(db.query(put, [10, -1])).rejects.toMatchObject({ code: '23514', constraint: 'probe_n_check' });
  await db.query(put, [10, 1]);
  await expect(db.query(put, [10, 1])).rejects.toMatchObject({ code: '23505' });
  await db.query(put, [11, 1]);
  await expect(db.query('SELEC nonsense $1', [1])).rejects.toMatchObject({ code: '42601' });
  expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id >= $1', [10])).rows[0].n).toBe(2);
});

test('waits for an open transaction instead of running inside it', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const tx = db.transaction(async (t) => {
    await t.query('INSERT INTO probe (id, n) VALUES (20, 1)');
    await held;
    throw new Error('roll back');
  });
  await new Promise((r) => setTimeout(r, 20));
  const count = db.query<{ n: number }>('SELECT count(*)::int AS n FROM probe WHERE id = $1', [20]);
  release();
  await expect(tx).rejects.toThrow('roll back');
  expect((await count).rows[0].n).toBe(0); // neither saw nor kept the rolled-back row
});

test('a transaction’s own statements take the same path and roll back together', async () => {
  const put = 'INSERT INTO probe (id, n) VALUES ($1, $2)';
  await expect(
    db.transaction(async (t) => {
      await t.query(put, [30, 1]);
      await t.query(put, [31, -1]); // CHECK fails
    }),
  ).rejects.toMatchObject({ code: '23514' });
  await db.transaction(async (t) => {
    await t.query(put, [32, 1]);
    t.commitWith('UPDATE probe SET n = 7 WHERE id = 32');
  });
  const { rows } = await db.query<{ id: number; n: number }>('SELECT id, n FROM probe WHERE id BETWEEN $1 AND $2 ORDER BY id', [30, 32]);
  expect(rows).toEqual([{ id: 32, n: 7 }]);
});
