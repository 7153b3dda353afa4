#!/usr/bin/env node
// Load test of the API: GET /cart, POST /cart/items, POST /orders and the order and leads
// desks' lists (GET /admin/orders and /admin/leads, first page, at STAFF_ORDERS orders and as
// many leads seeded before the server starts)
// with autocannon (50 connections), against `server/main.ts` started as a child on a free
// port with a temp DATA_DIR (PGlite) and, when TEST_DATABASE_URL is set (node
// scripts/test/pg-temp.mjs -- npm run bench:api), against PostgreSQL too. Prints req/s,
// p50/p99 and errors per route.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../lib/free-port.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const USERS = CONNECTIONS * 2;
const STAFF_ORDERS = Number(process.env.BENCH_STAFF_ORDERS ?? 10_000);
const STAFF = { email: 'bench.staff@example.com', password: 'BenchStaff1' };
const ORDER_DESK = 'GET /admin/orders';
const ORDER_DESK_SORTED = 'GET /admin/orders?sort=total_amount&q=…';
const LEADS_DESK = 'GET /admin/leads';
const LEADS_DESK_SORTED = 'GET /admin/leads?status=new&sort=name';
const TARGET_P99 = {
  'GET /cart': 50,
  'POST /cart/items': 200,
  'POST /orders': 500,
  [ORDER_DESK]: 200,
  [ORDER_DESK_SORTED]: 200,
  [LEADS_DESK]: 200,
  [LEADS_DESK_SORTED]: 200,
};
const checkout = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '+15125550100',
  address1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US',
  paymentMethod: 'purchase_order',
};

const serverEnv = (dir, databaseUrl) => ({
  ...process.env,
  HOST: '127.0.0.1',
  DATA_DIR: join(dir, 'data'),
  CONTENT_DIR: join(dir, 'content'),
  DIST_DIR: join(dir, 'dist'),
  JWT_SECRET: 'bench-secret-0123456789abcdef',
  RATE_LIMIT_DISABLED: '1',
  NODE_ENV: 'development',
  DB_POOL_SIZE: '20',
  DATABASE_URL: databaseUrl ?? '',
  CMS_PORT: '0',
});

/** The staff account and the desk's orders, written before the server opens the database. */
function seedOrders(dir, databaseUrl) {
  const args = ['--import', 'tsx', 'scripts/bench/seed-orders.ts', STAFF.email, STAFF.password, String(STAFF_ORDERS)];
  const seeded = spawnSync(process.execPath, args, { stdio: 'inherit', env: serverEnv(dir, databaseUrl) });
  if (seeded.status !== 0) throw new Error('seeding the orders failed');
}

async function startServer(dir, databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...serverEnv(dir, databaseUrl), PORT: String(port) },
  });
  const base = `http://127.0.0.1:${port}/api`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    const ok = await fetch(`${base}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok)
      return {
        base,
        stop: () =>
          new Promise((r) => {
            child.once('exit', r);
            child.kill('SIGTERM');
          }),
      };
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become healthy');
}

async function api(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${await res.text()}`);
  return res.json();
}

async function register(base, tag) {
  const tokens = [];
  for (let i = 0; i < USERS; i += 10) {
    const batch = Array.from({ length: 10 }, (_, j) =>
      api(base, 'POST', '/auth/register', null, {
        email: `b${tag}${i + j}@example.com`,
        username: `b${tag}${i + j}`,
        password: 'Bench1234',
      }),
    );
    tokens.push(...(await Promise.all(batch)).map((r) => r.access_token));
  }
  return tokens;
}

/**
 * One autocannon run of WARMUP + DURATION seconds on the same 50 connections; only requests
 * that started after the warm-up are recorded. The warm-up absorbs JIT compilation, cache
 * loads and the opening of 50 connections at once (a saturated server accepts them slowly,
 * which says nothing about requests on open keep-alive connections).
 * `pick(status, ctx)` says whether a response is one of the measured route's (default all).
 */
async function measure(opts, pick = () => true) {
  const from = performance.now() + WARMUP * 1000;
  const ms = [];
  let errors = 0;
  const instance = autocannon({ connections: CONNECTIONS, duration: WARMUP + DURATION, ...opts });
  const record = (status, elapsed) => {
    if (performance.now() - elapsed < from) return;
    ms.push(elapsed);
    if (status < 200 || status >= 300) errors += 1;
  };
  instance.on('response', (client, status, _bytes, elapsed) => pick(client) && record(status, elapsed));
  const r = await instance;
  ms.sort((a, b) => a - b);
  const pct = (p) => Math.round(ms[Math.min(ms.length - 1, Math.floor((ms.length * p) / 100))] ?? 0);
  return { rps: Math.round(ms.length / DURATION), p50: pct(50), p99: pct(99), errors: errors + r.errors + r.timeouts };
}

async function benchEngine(engine, databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  mkdirSync(join(dir, 'content', 'products'), { recursive: true });
  mkdirSync(join(dir, 'dist'));
  // The server's e-mails sign with the shop's facts.
  copyFileSync(join('content', 'site.json'), join(dir, 'content', 'site.json'));
  writeFileSync(
    join(dir, 'content', 'products', 'bench-splicer.md'),
    '---\nid: 1\nname: Bench Splicer\nsummary: Load-test product\nprice: 1999\ndiscount_price: 1499\nstock: 10000000\n' +
      'image_url: /images/x.svg\ncategories: [1]\ncreated_at: 2024-01-01\nbrand: FiberPro\nmaker: FiberPro\nmodel: B-1\npart_number: FP-CBM-B1\n' +
      'warranty: { term: 1 year, covers: parts and labor }\nin_the_box: [Splicer]\nshipping: { weight_lb: 9, dimensions_in: 16 × 12 × 10, method: parcel }\n' +
      'lead_time: 1 week\n' +
      'compliance: { origin: { country: USA, basis: bench }, taa: { status: compliant, basis: bench }, ' +
      'baba: { status: not_applicable, basis: bench } }\noperating_temperature: 0 to +40 °C\n---\nBody.\n',
  );
  seedOrders(dir, databaseUrl);
  const server = await startServer(dir, databaseUrl);
  const rows = [];
  try {
    const tokens = await register(server.base, engine[0]);
    const staff = (await api(server.base, 'POST', '/auth/login', null, STAFF)).access_token;
    for (const t of tokens) await api(server.base, 'POST', '/cart/items', t, { product_id: 1, quantity: 1 });
    let turn = 0;
    const nextToken = () => tokens[turn++ % tokens.length];
    const auth = (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${nextToken()}` } });
    const row = (route, { rps, p50, p99, errors }) =>
      rows.push({
        engine,
        route,
        'req/s': rps,
        'p50 ms': p50,
        'p99 ms': p99,
        errors,
        'target p99': TARGET_P99[route],
        ok: errors === 0 && p99 < TARGET_P99[route] ? 'yes' : 'NO',
      });

    row('GET /cart', await measure({ url: `${server.base}/cart`, requests: [{ method: 'GET', setupRequest: auth }] }));

    // The order desk as it opens (newest first, counts per status), then sorted and searched.
    const asStaff = { authorization: `Bearer ${staff}` };
    row(ORDER_DESK, await measure({ url: `${server.base}/admin/orders?page=1&size=20`, headers: asStaff }));
    row(
      ORDER_DESK_SORTED,
      await measure({ url: `${server.base}/admin/orders?sort=total_amount&dir=asc&q=customer1&size=20`, headers: asStaff }),
    );
    // The leads desk as it opens (newest first, counts per status), then a tab sorted by name.
    row(LEADS_DESK, await measure({ url: `${server.base}/admin/leads?page=1&size=20`, headers: asStaff }));
    row(LEADS_DESK_SORTED, await measure({ url: `${server.base}/admin/leads?status=new&sort=name&dir=asc&size=20`, headers: asStaff }));

    row(
      'POST /cart/items',
      await measure({
        url: `${server.base}/cart/items`,
        requests: [
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ product_id: 1, quantity: 1 }),
            setupRequest: auth,
          },
        ],
      }),
    );

    // Each connection takes a free user, fills its cart and checks out; only the
    // checkouts are recorded.
    const free = [...tokens];
    row(
      'POST /orders',
      await measure(
        {
          url: server.base,
          requests: [
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ product_id: 1, quantity: 1 }),
              setupRequest: (req, ctx) => {
                ctx.token = free.shift();
                return {
                  ...req,
                  path: new URL(`${server.base}/cart/items`).pathname,
                  headers: { ...req.headers, authorization: `Bearer ${ctx.token}` },
                };
              },
              onResponse: (_status, _body, ctx) => (ctx.isOrder = false),
            },
            {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(checkout),
              setupRequest: (req, ctx) => ({
                ...req,
                path: new URL(`${server.base}/orders`).pathname,
                headers: { ...req.headers, authorization: `Bearer ${ctx.token}`, 'idempotency-key': randomUUID() },
              }),
              onResponse: (_status, _body, ctx) => {
                ctx.isOrder = true;
                free.push(ctx.token);
              },
            },
          ],
        },
        (client) => client.requestIterator.context.isOrder,
      ),
    );
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

const results = [...(await benchEngine('pglite', null))];
if (process.env.TEST_DATABASE_URL) results.push(...(await benchEngine('postgres', process.env.TEST_DATABASE_URL)));
console.log(
  `\n${CONNECTIONS} connections, ${DURATION} s per route, ${STAFF_ORDERS} orders and leads seeded for the desks, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(results);
process.exitCode = results.every((r) => r.errors === 0) ? 0 : 1;
