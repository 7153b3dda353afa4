// Backups (server/db/backup.ts, `npm run admin -- backup|restore|export|import`): a shop with
// accounts, orders, leads and seat registrations is backed up, wiped and restored, and every
// row comes back exactly; the same file restores into the other engine.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openDatabase } from '#server/db/index';
import { backup, restore } from '#server/db/backup';
import { checkoutBody, newKey, PASSWORD, PG_URL, setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';

let h: Harness;
const dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 4, start_date: '2099-05-04', end_date: '2099-05-05', max_participants: 1 }] });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
}, SETUP_TIMEOUT);

/** The rows of a backup file, table by table (the header, which holds the time, left out). */
const rowsOf = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1).join('\n');

const registration = (n: number) => submission(`REG-${n}`, { form_type: 'course', session_id: '4' });

async function fillShop() {
  const signup = await h.request('POST', '/auth/register', {
    body: { email: 'ada@example.com', username: 'ada', password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
  });
  const token = signup.body.access_token;
  await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 2 } });
  expect((await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': newKey() } })).status).toBe(201);
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
  for (const n of [1, 2]) expect((await h.request('POST', '/v1.0/email/send', { body: registration(n) })).body).toBe('OK');
  return token;
}

test('backup, wipe, restore: every row back, ids continue after the restored ones', async () => {
  const token = await fillShop();
  const file = join(dir, 'shop.backup');
  const counts = await backup(h.db, file);
  expect(counts).toMatchObject({ users: 1, orders: 1, order_items: 1, cart_items: 1, leads: 2, session_registrations: 2 });

  await h.db.exec('TRUNCATE users, orders, leads, mail_outbox, session_registrations, inventory CASCADE');
  const left = await h.db.query<{ n: number }>('SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM leads) AS n');
  expect(Number(left.rows[0].n)).toBe(0);

  expect(await restore(h.db, file)).toMatchObject(counts);
  const again = join(dir, 'again.backup');
  await backup(h.db, again);
  expect(rowsOf(again)).toBe(rowsOf(file));

  expect((await h.request('GET', '/orders', { token })).body).toHaveLength(1);
  expect((await h.request('GET', '/cart', { token })).body).toHaveLength(1);
  const { rows } = await h.db.query<{ status: string }>('SELECT status FROM session_registrations ORDER BY id');
  // A seat stays pending until its e-mail link is followed (as it was when backed up).
  expect(rows.map((r) => r.status)).toEqual(['pending', 'waitlisted']);
  const next = await h.request('POST', '/auth/register', { body: { email: 'bob@example.com', username: 'bob', password: PASSWORD } });
  expect(next.status).toBe(201);
  expect(next.body.user.id).toBeGreaterThan((await h.request('GET', '/auth/me', { token })).body.id);
});

test.runIf(PG_URL)(
  'the same file restores into the other engine (PostgreSQL → PGlite)',
  async () => {
    const file = join(dir, 'pg.backup');
    await backup(h.db, file);
    const embedded = await openDatabase({ databaseUrl: null, dataDir: join(dir, 'embedded') });
    try {
      await restore(embedded, file);
      const copy = join(dir, 'pglite.backup');
      await backup(embedded, copy);
      expect(rowsOf(copy)).toBe(rowsOf(file));
    } finally {
      await embedded.close();
    }
  },
  SETUP_TIMEOUT,
);

test.runIf(!PG_URL)(
  'the admin CLI: backup, and restore only with --replace over a shop that has accounts',
  async () => {
    const cli = (...args: string[]) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, ...h.env } }).catch(
        (e) => e,
      );
    const file = join(dir, 'cli.backup');
    await h.offline(async () => {
      expect((await cli('backup', file)).stdout).toMatch(/^backed up the pglite database to .*cli\.backup: .*users \d+/);
      const refused = await cli('restore', file);
      expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('add --replace') });
      expect((await cli('restore', file, '--replace')).stdout).toMatch(/^restored .*cli\.backup into the pglite database/);
      expect((await cli('import', file)).stderr).toContain('import writes to PostgreSQL: set DATABASE_URL');
    });
  },
  SETUP_TIMEOUT,
);
