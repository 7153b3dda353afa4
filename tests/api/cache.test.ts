// The user and cart caches: a change made anywhere (another instance, the admin CLI, SQL
// by hand) reaches every instance through the triggers' NOTIFY, and a cache never keeps
// a copy it can't vouch for.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#server/app';
import { openDatabase, type Db } from '#server/db/index';
import { HEARTBEAT_SQL, type ListenHandlers } from '#server/db/listen';
import { rowCache } from '#server/db/rowCache';
import { asServed, PASSWORD, PG_URL, setup, type Harness, SETUP_TIMEOUT } from './helpers';

/** Retries until the check passes: NOTIFY reaches other connections a moment after commit. */
async function eventually(check: () => Promise<void>, ms = 3000) {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}

describe('through the API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await setup();
  }, SETUP_TIMEOUT);
  afterAll(() => h.close(), SETUP_TIMEOUT);

  test('a cart changed outside this instance is answered fresh', async () => {
    const { user, token } = await h.user();
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 2 } });
    expect((await h.request('GET', '/cart', { token })).body).toHaveLength(1); // now cached
    await h.db.query('UPDATE cart_items SET quantity = 3 WHERE user_id = $1', [user.id]);
    await eventually(async () => expect((await h.request('GET', '/cart', { token })).body[0].quantity).toBe(3));
    await h.db.query('DELETE FROM cart_items WHERE user_id = $1', [user.id]);
    await eventually(async () => expect((await h.request('GET', '/cart', { token })).body).toEqual([]));
  });

  test('a role granted by the admin CLI (plain SQL) takes effect without a restart', async () => {
    const { user, token } = await h.user();
    expect((await h.request('GET', '/admin/orders', { token })).status).toBe(403); // user now cached
    await h.db.query("UPDATE users SET role = 'admin' WHERE id = $1", [user.id]);
    await eventually(async () => expect((await h.request('GET', '/admin/orders', { token })).status).toBe(200));
  });

  test('an instance’s own writes are answered at once', async () => {
    const { token } = await h.user();
    expect((await h.request('GET', '/cart', { token })).body).toEqual([]);
    expect((await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } })).body).toHaveLength(1);
    expect((await h.request('GET', '/cart', { token })).body).toHaveLength(1);
    const patched = await h.request('PATCH', '/auth/me', { token, body: { first_name: 'Renamed' } });
    expect(patched.status).toBe(200);
    expect((await h.request('GET', '/auth/me', { token })).body.first_name).toBe('Renamed');
  });
});

describe.skipIf(!PG_URL)('two instances on one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  let h: Harness;
  let second: { db: Db; request: (path: string, init: RequestInit) => Promise<Response> };
  beforeAll(async () => {
    h = await setup();
    const db = await openDatabase(h.config);
    const app = asServed(createApp({ db, config: h.config, log: () => {} }));
    second = { db, request: async (path, init) => app.request(path, init) };
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await second.db.close();
    await h.close();
  }, SETUP_TIMEOUT);

  const meOnSecond = (token: string) => second.request('/auth/me', { headers: { authorization: `Bearer ${token}` } });

  test('a password changed on one instance revokes the old token on the other', async () => {
    const { token } = await h.user();
    expect((await meOnSecond(token)).status).toBe(200); // cached on the second instance
    const r = await h.request('PATCH', '/auth/change-password', {
      token,
      body: { current_password: PASSWORD, new_password: 'Rotated123' },
    });
    expect(r.status).toBe(200);
    await eventually(async () => expect((await meOnSecond(token)).status).toBe(401), 1000);
    expect((await meOnSecond(r.body.access_token)).status).toBe(200);
  });

  test('a cart item added on one instance shows on the other', async () => {
    const { token } = await h.user();
    const cart = () => second.request('/cart', { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json());
    expect(await cart()).toEqual([]);
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    await eventually(async () => expect(await cart()).toHaveLength(1), 1000);
  });

  test('when the LISTEN connection drops, the caches forget, listen again and stay current', async () => {
    const { user, token } = await h.user();
    const cart = () => second.request('/cart', { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json());
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    await eventually(async () => expect(await cart()).toHaveLength(1), 1000);
    const { rowCount } = await h.db.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
       WHERE datname = current_database() AND (query LIKE 'LISTEN%' OR query = $1) AND pid <> pg_backend_pid()`,
      [HEARTBEAT_SQL],
    );
    expect(rowCount).toBe(2); // one listener per instance
    await h.db.query('DELETE FROM cart_items WHERE user_id = $1', [user.id]); // may happen while nobody listens
    await eventually(async () => expect(await cart()).toEqual([]), 3000);
    await eventually(async () => {
      const { rows } = await h.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND (query LIKE 'LISTEN%' OR query = $1)",
        [HEARTBEAT_SQL],
      );
      expect(rows[0].n).toBe(2);
    }, 5000);
    await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
    await eventually(async () => expect(await cart()).toHaveLength(1), 1000); // listening again ...
    await h.db.query('UPDATE cart_items SET quantity = 2 WHERE user_id = $1', [user.id]);
    await eventually(async () => expect((await cart())[0].quantity).toBe(2), 1000); // ... so told of changes
  });
});

describe('rowCache', () => {
  function fakeDb() {
    let handlers: ListenHandlers | undefined;
    const db = { listen: async (_channel: string, h: ListenHandlers) => void (handlers = h), listenerAlive: () => true } as unknown as Db;
    return { db, feed: () => handlers as ListenHandlers };
  }
  function loader() {
    let version = 0;
    const pending: Array<() => void> = [];
    return {
      bump: () => (version += 1),
      /** Resolves with the version current when the load started, once released. */
      load: (key: number) => {
        const seen = `${key}@${version}`;
        return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
      },
      release: async () => {
        pending.splice(0).forEach((r) => r());
        await new Promise((r) => setTimeout(r, 0));
      },
      get waiting() {
        return pending.length;
      },
    };
  }

  test('caches once listening; a notification evicts', async () => {
    const { db, feed } = fakeDb();
    const l = loader();
    const cache = rowCache(db, 'c', l.load);
    feed().up();
    const first = cache.get(1);
    await l.release();
    expect(await first).toBe('1@0');
    expect(await cache.get(1)).toBe('1@0'); // no new load
    expect(l.waiting).toBe(0);
    l.bump();
    feed().message('1');
    const fresh = cache.get(1);
    await l.release();
    expect(await fresh).toBe('1@1');
  });

  test('a load that raced an eviction is answered but not kept', async () => {
    const { db, feed } = fakeDb();
    const l = loader();
    const cache = rowCache(db, 'c', l.load);
    feed().up();
    const racing = cache.get(7); // reads version 0 ...
    l.bump();
    cache.evict(7); // ... while the row changes
    const after = cache.get(7); // a new load, not the stale one
    await l.release();
    expect(await racing).toBe('7@0');
    expect(await after).toBe('7@1');
    const again = cache.get(7);
    expect(l.waiting).toBe(0);
    expect(await again).toBe('7@1');
  });

  test('keeps nothing before LISTEN is up or after it drops', async () => {
    const { db, feed } = fakeDb();
    const l = loader();
    const cache = rowCache(db, 'c', l.load);
    const before = cache.get(1);
    await l.release();
    await before;
    void cache.get(1);
    expect(l.waiting).toBe(1); // not cached: loads again
    await l.release();
    feed().up();
    const kept = cache.get(2);
    await l.release();
    await kept;
    feed().down();
    void cache.get(2);
    expect(l.waiting).toBe(1); // forgotten when the connection dropped
    await l.release();
  });

  test('does not keep a miss', async () => {
    const { db, feed } = fakeDb();
    let loads = 0;
    const cache = rowCache(db, 'c', async () => void (loads += 1));
    feed().up();
    await cache.get(1);
    await cache.get(1);
    expect(loads).toBe(2);
  });

  test('holds at most maxEntries, dropping the oldest', async () => {
    const { db, feed } = fakeDb();
    const l = loader();
    const cache = rowCache(db, 'c', l.load, 2);
    feed().up();
    for (const key of [1, 2, 3]) {
      const p = cache.get(key);
      await l.release();
      await p;
    }
    void cache.get(3);
    expect(l.waiting).toBe(0);
    void cache.get(1);
    expect(l.waiting).toBe(1);
    await l.release();
  });
});
