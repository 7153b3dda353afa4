// The operator's endpoints on one instance: liveness, readiness (and 503 once stopping),
// Prometheus metrics behind their token, and the relay storing a repeated post once.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/index';
import { latestMigration } from '#server/db/migrate';
import { asServed, PG_URL, setup, SETUP_TIMEOUT, startInsideWindow, submission, type Harness } from './helpers';

const METRICS_TOKEN = 'operations-test-metrics-token';
let h: Harness;
beforeAll(async () => {
  h = await setup({ env: { METRICS_TOKEN, RATE_LIMIT_DISABLED: '0' } });
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const metrics = async () => (await h.request('GET', '/metrics', { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body as string;
const sample = (text: string, line: string) =>
  Number(new RegExp(`^${line.replace(/[{}".\\/]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1] ?? 0);

describe('probes', () => {
  test('live answers while the process runs; ready names database, migrations and listener', async () => {
    expect(await h.request('GET', '/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    // On PostgreSQL the LISTEN connection opens just after start: ready follows it.
    await expect.poll(async () => (await h.request('GET', '/health/ready')).status, { timeout: 10_000 }).toBe(200);
    expect(await h.request('GET', '/health/ready')).toMatchObject({
      status: 200,
      body: { status: 'ready', database: 'up', migrations: 'applied', listener: 'up', stopping: false },
    });
  });

  test('a stopping instance is not ready, yet live', async () => {
    const lifecycle = { stopping: false };
    const app = asServed(createApp({ db: h.db, config: h.config, log: () => {}, lifecycle }));
    expect((await app.request('/health/ready')).status).toBe(200);
    lifecycle.stopping = true;
    const res = await app.request('/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'not ready', database: 'up', stopping: true });
    expect((await app.request('/health/live')).status).toBe(200);
  });

  test('migrations behind this code make it not ready', async () => {
    await h.db.query('DELETE FROM schema_migrations WHERE version = $1', [latestMigration()]);
    try {
      expect(await h.request('GET', '/health/ready')).toMatchObject({ status: 503, body: { migrations: 'pending' } });
    } finally {
      await h.db.query('INSERT INTO schema_migrations (version) VALUES ($1)', [latestMigration()]);
    }
  });
});

describe('GET /metrics', () => {
  test('needs its bearer token', async () => {
    expect((await h.request('GET', '/metrics')).status).toBe(401);
    expect((await h.request('GET', '/metrics', { headers: { authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
  });

  test('a token of as many characters but more bytes (é) is refused with 401, not a 500', async () => {
    const r = await h.request('GET', '/metrics', { headers: { authorization: `Bearer ${'é'.repeat(METRICS_TOKEN.length)}` } });
    expect(r.status).toBe(401);
    expect(r.headers.get('www-authenticate')).toBe('Bearer');
  });

  test('counts requests by route pattern and status, 429s by limit and failed sign-ins', async () => {
    const before = await metrics();
    const route = 'http_requests_total{method="GET",route="/api/orders/:id",status="401"}';
    await h.request('GET', `/orders/${crypto.randomUUID()}`);
    await h.request('GET', `/orders/${crypto.randomUUID()}`);
    await startInsideWindow(60);
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await h.request('POST', '/auth/login', { body: { email: 'nobody@example.com', password: 'Wrong-pass-1' } })).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const after = await metrics();
    expect(sample(after, route) - sample(before, route)).toBe(2);
    expect(sample(after, 'rate_limited_total{limit="login"}') - sample(before, 'rate_limited_total{limit="login"}')).toBe(1);
    expect(sample(after, 'sign_in_failures_total') - sample(before, 'sign_in_failures_total')).toBe(5);
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/orders\/:id",status="401"\} \d+$/m);
    expect(after).toMatch(/^process_cpu_seconds_total \d/m);
  });

  test('reports the outbox by state with the oldest age, and the listener', async () => {
    await h.db.query(
      `INSERT INTO mail_outbox (template, recipient, subject, params, reference, created_at)
       VALUES ('team', 'team@example.com', 'Waiting', '{}', 'OPS-1', now() - interval '90 seconds')`,
    );
    const text = await metrics();
    expect(sample(text, 'mail_outbox_messages{state="pending"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_age_seconds{state="pending"}')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'db_listener_up')).toBe(1);
  });
});

test('the relay stores a post repeated by the same client within 10 minutes once', async () => {
  const post = submission('REPEAT-1');
  const from = (ip: string) => ({ body: post, env: { incoming: { socket: { remoteAddress: ip } } } });
  const stored = async () =>
    (await h.db.query<{ n: number }>("SELECT count(*)::int AS n FROM leads WHERE reference = 'REPEAT-1'")).rows[0].n;
  expect((await h.request('POST', '/v1.0/email/send', from('192.0.2.10'))).body).toBe('OK');
  expect((await h.request('POST', '/v1.0/email/send', from('192.0.2.10'))).body).toBe('OK');
  expect(await stored()).toBe(1);
  expect((await h.request('POST', '/v1.0/email/send', from('192.0.2.11'))).body).toBe('OK'); // another client
  expect(await stored()).toBe(2);
  await h.db.query("UPDATE relay_submissions SET created_at = now() - interval '11 minutes'");
  expect((await h.request('POST', '/v1.0/email/send', from('192.0.2.10'))).body).toBe('OK');
  expect(await stored()).toBe(3);
});

test.runIf(PG_URL)(
  'the pool gauge of an idle instance shows nothing in use or waiting: the scrape does not count its own query',
  async () => {
    const text = await metrics();
    expect(sample(text, 'db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'db_pool_connections{state="in_use"}')).toBe(0);
  },
);

/** An app on a pool of one connection, held by a transaction until release(). */
async function poolOfOneHeld(connectTimeoutMs: number) {
  const config = { ...h.config, db: { ...h.config.db, poolSize: 1, connectTimeoutMs } };
  const db = await openDatabase(config);
  const app = asServed(createApp({ db, config, log: () => {} }));
  let release = () => {};
  const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  return { db, app, release: () => (release(), held) };
}

test.runIf(PG_URL)('every pool connection busy past DB_CONNECT_TIMEOUT_MS: 503 with Retry-After, not 500', async () => {
  const { db, app, release } = await poolOfOneHeld(100);
  try {
    const res = await app.request('/health');
    expect(res.status).toBe(503);
    const busy = await app.request('/products/stock');
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('1');
    expect(await busy.json()).toEqual({ detail: 'The service is busy. Please try again.' });
    await release();
  } finally {
    await db.close();
  }
});

describe.runIf(PG_URL)('a failure worth retrying answers 503 with Retry-After, marked in the request log', () => {
  /** An app on its own pool, whose stock read waits behind a lock held by the harness until released. */
  async function behindALock(statementTimeoutMs: number) {
    const config = { ...h.config, db: { ...h.config.db, statementTimeoutMs } };
    const db = await openDatabase(config);
    const logs: Record<string, unknown>[] = [];
    const app = asServed(createApp({ db, config, log: (line) => logs.push(line as Record<string, unknown>) }));
    let release = () => {};
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const held = h.db.transaction(async (tx) => {
      await tx.query('LOCK TABLE inventory IN ACCESS EXCLUSIVE MODE');
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await lockTaken;
    return { app, logs, release: async () => (release(), await held, await db.close()) };
  }
  const requestLine = (logs: Record<string, unknown>[]) => logs.find((l) => l.msg === 'request' && l.path === '/api/products/stock');

  test('a statement past DB_STATEMENT_TIMEOUT_MS', async () => {
    const { app, logs, release } = await behindALock(300);
    try {
      const res = await app.request('/products/stock');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('1');
      expect(await res.json()).toEqual({ detail: 'The service is busy. Please try again.' });
      expect(requestLine(logs)).toMatchObject({ level: 'warn', status: 503, try_again: true });
      expect(logs.find((l) => l.msg === 'unhandled error')).toBeUndefined();
    } finally {
      await release();
    }
  });

  test('the database connection lost in the middle of a request', async () => {
    const { app, logs, release } = await behindALock(15_000);
    try {
      const answer = app.request('/products/stock');
      // The waiting read is the only statement of this database waiting for a lock: end its session.
      await expect
        .poll(
          async () =>
            (
              await h.db.query<{ n: number }>(
                "SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
              )
            ).rows[0].n,
        )
        .toBe(1);
      await h.db.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
      );
      const res = await answer;
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(await res.json()).toEqual({ detail: 'The service is unavailable for a moment. Please try again.' });
      expect(requestLine(logs)).toMatchObject({ level: 'warn', status: 503, try_again: true });
    } finally {
      await release();
    }
  });
});

test.runIf(PG_URL)('a full pool makes the instance busy, not down: readiness checks over a connection of its own', async () => {
  const { db, app, release } = await poolOfOneHeld(5000);
  try {
    const waiting = app.request('/products/stock');
    await expect.poll(() => db.poolStats()?.waiting).toBe(1);
    const res = await app.request('/health/ready');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', database: 'up', pool: 'busy' });
    await release();
    expect((await waiting).status).toBe(200);
    expect(await (await app.request('/health/ready')).json()).toMatchObject({ status: 'ready', pool: 'ok' });
  } finally {
    await db.close();
  }
});
