// The desks' counts kept per instance (server/db/tableCache.ts): any write to the table, by the
// API or by hand, drops them before the writer's call returns; PostgreSQL keeps nothing; an
// answer that changes with the clock is kept only until then.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openDatabase, type Db } from '#server/db/index';
import type { ListenHandlers } from '#server/db/listen';
import { tableCache } from '#server/db/tableCache';
import { checkoutBody, newKey, PG_URL, setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe.runIf(!PG_URL)('on PGlite, through the table’s notifications', () => {
  let db: Db;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-table-cache-'));
    db = await openDatabase({ databaseUrl: null, dataDir: dir });
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test('an answer is kept until anything writes to the table, even a change of no rows', async () => {
    const cache = tableCache(db, 'leads_changed');
    const c = counter();
    await new Promise((r) => setTimeout(r, 0)); // LISTEN is up
    expect(await cache.get('k', c.load)).toBe(1);
    expect(await cache.get('k', c.load)).toBe(1);
    await db.query("INSERT INTO leads (type, email) VALUES ('contact', 'kim@example.com')");
    expect(await cache.get('k', c.load)).toBe(2); // dropped before the INSERT's call returned
    await db.query("UPDATE leads SET status = 'closed' WHERE email = 'nobody@example.com'");
    expect(await cache.get('k', c.load)).toBe(3);
    await db.query("UPDATE orders SET status = 'shipped' WHERE false"); // another table's change
    expect(await cache.get('k', c.load)).toBe(3);
  });

  test('an answer that changes with the clock is kept until the moment it gives', async () => {
    const cache = tableCache(db, 'leads_changed');
    const c = counter();
    await new Promise((r) => setTimeout(r, 0));
    const soon = () => Date.now() + 40;
    expect(await cache.get('k', c.load, soon)).toBe(1);
    expect(await cache.get('k', c.load, soon)).toBe(1);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', c.load, soon)).toBe(2);
  });
});

describe('the rules, with a database standing in', () => {
  function fakeDb(notifiesAtCommit: boolean) {
    let handlers: ListenHandlers | undefined;
    const db = { notifiesAtCommit, listen: async (_: string, h: ListenHandlers) => void (handlers = h) } as unknown as Db;
    return { db, feed: () => handlers as ListenHandlers };
  }

  test('PostgreSQL (notified after the writer’s answer): nothing is kept', async () => {
    const { db } = fakeDb(false);
    const cache = tableCache(db, 'orders_changed');
    const c = counter();
    await cache.get('k', c.load);
    await cache.get('k', c.load);
    expect(c.loads).toBe(2);
  });

  test('a load that raced a change is answered but not kept; nothing is kept while LISTEN is down', async () => {
    const { db, feed } = fakeDb(true);
    const cache = tableCache(db, 'orders_changed');
    const c = counter();
    expect(await cache.get('k', c.load)).toBe(1); // not listening yet
    feed().up();
    const racing = cache.get('k', async () => {
      feed().message('');
      return c.load();
    });
    expect(await racing).toBe(2);
    expect(await cache.get('k', c.load)).toBe(3); // the raced answer was not kept ...
    expect(await cache.get('k', c.load)).toBe(3); // ... this one is
    feed().down();
    expect(await cache.get('k', c.load)).toBe(4);
    expect(await cache.get('k', c.load)).toBe(5);
  });

  test('holds at most maxEntries, dropping the oldest', async () => {
    const { db, feed } = fakeDb(true);
    const cache = tableCache(db, 'orders_changed', 2);
    feed().up();
    const c = counter();
    for (const key of ['a', 'b', 'c']) await cache.get(key, c.load);
    expect(await cache.get('c', c.load)).toBe(3);
    expect(await cache.get('a', c.load)).toBe(4); // 'a' was dropped
  });
});

describe('the desks’ counts follow every change at once', () => {
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    h = await setup();
    admin = (await h.user({ role: 'admin' })).token;
  }, SETUP_TIMEOUT);
  afterAll(() => h.close(), SETUP_TIMEOUT);

  const orderCounts = async () => (await h.request('GET', '/admin/orders', { token: admin })).body.counts;
  const leadCounts = async () => (await h.request('GET', '/admin/leads', { token: admin })).body;

  test('orders: a checkout, a status change and a change by hand', async () => {
    expect(await orderCounts()).toEqual({ to_confirm: 0, processing: 0, shipped: 0, delivered: 0, cancelled: 0 });
    const { token } = await h.user();
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    const order = (await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } })).body;
    expect(await orderCounts()).toMatchObject({ to_confirm: 1, processing: 1 });
    expect((await h.request('PATCH', `/admin/orders/${order.id}`, { token: admin, body: { status: 'cancelled' } })).status).toBe(200);
    expect(await orderCounts()).toMatchObject({ processing: 0, cancelled: 1 });
    await h.db.query("UPDATE orders SET status = 'processing'");
    expect(await orderCounts()).toMatchObject({ processing: 1, cancelled: 0 });
  });

  test('leads: a new request, and one past the 24-hour promise', async () => {
    const before = await leadCounts();
    expect((await h.request('POST', '/v1.0/email/send', { body: submission('CNT-TABLE1') })).status).toBe(200);
    const after = await leadCounts();
    expect(after.counts.new).toBe(before.counts.new + 1);
    expect(after.new_count).toBe(before.new_count + 1);
    await h.db.query("UPDATE leads SET received_at = now() - interval '25 hours' WHERE reference = 'CNT-TABLE1'");
    expect((await leadCounts()).overdue_count).toBe(before.overdue_count + 1);
  });
});
