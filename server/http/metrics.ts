// Prometheus metrics (prom-client): requests by route and status with their latency, 429s by
// limit and failed sign-ins are counted as they happen; the outbox, the pool and the listener
// are read when Prometheus scrapes. GET /metrics needs METRICS_TOKEN as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { createMiddleware } from 'hono/factory';
import { matchedRoutes } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db';
import { refusal, textAnswer } from '../openapi/describe';

const shared = new Registry();
collectDefaultMetrics({ register: shared });

const requests = new Counter({
  name: 'http_requests_total',
  help: 'API requests by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [shared],
});
const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'API request latency by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [shared],
});
const limited = new Counter({
  name: 'rate_limited_total',
  help: 'Requests refused with 429, by limit',
  labelNames: ['limit'] as const,
  registers: [shared],
});
const signInFailures = new Counter({
  name: 'sign_in_failures_total',
  help: 'Sign-ins refused for a wrong e-mail or password',
  registers: [shared],
});

export const countRateLimited = (limit: string) => limited.inc({ limit });
export const countSignInFailure = () => signInFailures.inc();

/**
 * Counts and times every request by its route pattern (/orders/:id, not each id): the path of
 * the handler the request matched, even when a guard answered first; 'unmatched' for none.
 */
export const measureRequests = () =>
  createMiddleware(async (c, next) => {
    const end = latency.startTimer();
    await next();
    const route = matchedRoutes(c).findLast((r) => r.method !== 'ALL')?.path ?? 'unmatched';
    const labels = { method: c.req.method, route, status: String(c.res.status) };
    requests.inc(labels);
    end(labels);
  });

const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The gauges read from this instance's database at each scrape. The pool is read by `takePoolReading`
 * before anything is collected: read later, it would count the scrape's own outbox query (one
 * connection "waiting", one too few "in use").
 */
function databaseGauges(db: Db): { registry: Registry; takePoolReading: () => void } {
  const registry = new Registry();
  const registers = [registry];
  let pool: ReturnType<Db['poolStats']> = null;
  // Both outbox gauges come from one query per scrape (prom-client collects every metric at once).
  let reading: Promise<{ state: string; n: number; oldest: number | null }[]> | null = null;
  const outbox = () =>
    (reading ??= db
      .query<{ state: string; n: number; oldest: number | null }>(
        `SELECT state, count(*)::int AS n, extract(epoch FROM now() - min(created_at))::float8 AS oldest FROM mail_outbox GROUP BY state`,
      )
      .then((r) => r.rows)
      .finally(() => (reading = null)));
  const byState = (help: string, name: string, value: (row?: { n: number; oldest: number | null }) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['state'],
      registers,
      async collect() {
        const rows = await outbox();
        for (const state of OUTBOX_STATES) this.set({ state }, value(rows.find((r) => r.state === state)));
      },
    });
  byState('Outbox messages by state', 'mail_outbox_messages', (row) => row?.n ?? 0);
  byState('Age of the oldest outbox message by state (sent: the oldest kept)', 'mail_outbox_oldest_age_seconds', (row) => row?.oldest ?? 0);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Pool connections: in use, idle, and requests waiting for one (PostgreSQL)',
    labelNames: ['state'],
    registers,
    collect() {
      const p = pool;
      if (!p) return;
      this.set({ state: 'in_use' }, p.total - p.idle);
      this.set({ state: 'idle' }, p.idle);
      this.set({ state: 'waiting' }, p.waiting);
    },
  });
  new Gauge({
    name: 'db_listener_up',
    help: '1 while the LISTEN connection answered its heartbeat within the last second',
    registers,
    collect() {
      this.set(db.listenerAlive() ? 1 : 0);
    },
  });
  return { registry, takePoolReading: () => (pool = db.poolStats()) };
}

const describeMetrics = describeRoute({
  operationId: 'getMetrics',
  summary: 'Prometheus metrics of this instance (bearer METRICS_TOKEN)',
  security: [{ bearer: [] }],
  responses: {
    200: textAnswer('Prometheus text exposition format', 'text/plain'),
    401: refusal('Missing or wrong METRICS_TOKEN'),
    404: refusal('Metrics are off: METRICS_TOKEN is not configured'),
  },
});

/**
 * Compared as SHA-256 digests: timingSafeEqual throws on buffers of different byte lengths, which
 * the same number of characters can be ('é' is two bytes), and a digest's length tells nothing.
 */
const digest = (text: string) => createHash('sha256').update(text).digest();
const sameToken = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

/** GET /metrics in Prometheus's text format; 404 when no METRICS_TOKEN is configured, 401 without it. */
export function metricsRoutes(db: Db, token: string | null) {
  const own = databaseGauges(db);
  return new Hono().get('/', describeMetrics, async (c) => {
    if (!token) return c.json({ detail: 'Not Found' }, 404);
    const given = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) return c.json({ detail: 'Could not validate credentials' }, 401, { 'WWW-Authenticate': 'Bearer' });
    own.takePoolReading();
    const all = Registry.merge([shared, own.registry]);
    return c.text(await all.metrics(), 200, { 'Content-Type': all.contentType });
  });
}
