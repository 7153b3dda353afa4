// `npm run bench:scale`: req/s and p99 of one instance and of three behind HAProxy, side by
// side, on one PostgreSQL 15 (the scale tests' shop: compiled server, production settings).
// autocannon, BENCH_CONNECTIONS (50) connections, a warm-up run, then BENCH_SECONDS (8) measured.
// Run through tsx (the shop harness is TypeScript).
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startShop } from '../../tests/scale/shop.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);

const shop = await startShop({ env: { LOG_LEVEL: 'warn', RATE_LIMIT_DISABLED: '1' } });
try {
  const users = await shop.customers(200);
  await shop.sql.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT unnest($1::bigint[]), 1, 1', [
    users.map((u) => u.id),
  ]);
  let turn = 0;
  const signedIn = (req) => ({
    ...req,
    headers: { ...req.headers, authorization: `Bearer ${users[turn++ % users.length].token}` },
  });
  const routes = [
    ['GET /cart', { method: 'GET', path: '/api/cart', setupRequest: signedIn }],
    [
      'POST /cart/items',
      {
        method: 'POST',
        path: '/api/cart/items',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: 1, quantity: 1 }),
        setupRequest: signedIn,
      },
    ],
  ];
  const run = (url, request, duration) => autocannon({ url, connections: CONNECTIONS, duration, requests: [request] });
  const rows = [];
  for (const [route, request] of routes) {
    const row = { route };
    for (const [label, url] of [
      ['1 instance', shop.instances[0].url],
      ['3 behind HAProxy', shop.balancer],
    ]) {
      await run(url, request, 2);
      const r = await run(url, request, SECONDS);
      row[`${label} req/s`] = Math.round(r.requests.average);
      row[`${label} p99 ms`] = r.latency.p99;
      row[`${label} errors`] = r.errors + r.timeouts + r.non2xx;
    }
    rows.push(row);
  }
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.table(rows);
} finally {
  await shop.stop();
}
