// Issue items 5 and 6: SIGTERM under load through the balancer (no client sees an error, no
// message is sent twice, exit 0 within 10 s), and readiness while the database is stopped.
import { Agent, request } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { call, deliveries, sleep, startShop, submission, until, type Shop } from './shop';

let shop: Shop;
beforeAll(async () => {
  shop = await startShop({ smtpDelayMs: 100 });
});
afterAll(() => shop?.stop());

test('SIGTERM under load through the balancer: 0 client errors, in-flight mail finished once, exit 0 within 10 s', async () => {
  const users = await shop.customers(12);
  const errors: string[] = [];
  let answered = 0;
  let running = true;
  const loops = users.map(async (u, n) => {
    for (let i = 0; running; i += 1) {
      const r =
        i % 2 === 0
          ? await call(`${shop.balancer}/api/cart/items`, { token: u.token, body: { product_id: 1, quantity: 1 } })
          : await call(`${shop.balancer}/api/cart`, { token: u.token });
      if (r.status !== 200 && r.status !== 201) errors.push(`${r.status} ${JSON.stringify(r.body)}`);
      answered += 1;
      if (n < 4 && i % 5 === 0) {
        const post = await call(`${shop.balancer}/api/v1.0/email/send`, { body: submission(`TERM-${n}-${i}`) });
        if (post.status !== 200) errors.push(`relay ${post.status}`);
      }
    }
  });
  await sleep(1500);
  const victim = shop.instances[1];
  const signalledAt = Date.now();
  victim.process.kill('SIGTERM');
  // Readiness answers 503 at once while requests are still served.
  expect((await call(`${victim.url}/api/health/ready`)).status).toBe(503);
  const exit = await victim.exited;
  await sleep(1000);
  running = false;
  await Promise.all(loops);

  expect(exit.code).toBe(0);
  expect(exit.at - signalledAt).toBeLessThan(10_000);
  expect(errors).toEqual([]);
  expect(answered).toBeGreaterThan(100);

  const { rows } = await shop.sql.query<{ id: number }>("SELECT id FROM mail_outbox WHERE reference LIKE 'TERM-%'");
  const ids = new Set(rows.map((r) => Number(r.id)));
  const ours = () => deliveries(shop.smtp).filter((d) => ids.has(d.outboxId));
  await until(() => new Set(ours().map((d) => d.outboxId)).size === ids.size, 60_000, 'every message delivered');
  expect(ours()).toHaveLength(ids.size); // none twice
  console.log(
    `SIGTERM: exit ${exit.code} after ${exit.at - signalledAt} ms; ${answered} requests, 0 errors; ${ids.size} messages, each sent once`,
  );
  await shop.restart(1);
}, 120_000);

test('SIGTERM with clients of the instance itself: a request on an open connection is answered (503 with Retry-After once closing), never reset', async () => {
  const [u] = await shop.customers(1);
  const victim = shop.instances[2];
  const agent = new Agent({ keepAlive: true, maxSockets: 8 });
  const outcomes: string[] = [];
  const once = () =>
    new Promise<string>((resolve) => {
      const req = request(`${victim.url}/api/cart`, { agent, headers: { authorization: `Bearer ${u.token}` } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode === 503 && res.headers['retry-after'] ? '503 retry' : String(res.statusCode)));
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
      req.end();
    });
  // Each client keeps sending until it is told to retry elsewhere (or refused: the instance is gone).
  const loops = Array.from({ length: 8 }, async () => {
    for (let last = ''; last !== '503 retry' && last !== 'ECONNREFUSED';) outcomes.push((last = await once()));
  });
  try {
    await sleep(500);
    victim.process.kill('SIGTERM');
    await Promise.all([victim.exited, ...loops]);
  } finally {
    agent.destroy();
    await shop.restart(2);
  }
  const count = (what: string) => outcomes.filter((o) => o === what).length;
  expect(outcomes.filter((o) => !['200', '503 retry'].includes(o))).toEqual([]);
  expect(count('503 retry')).toBe(8);
  console.log(`SIGTERM, direct clients: ${count('200')} answered 200, then each of the 8 told to retry; 0 reset, 0 refused`);
}, 60_000);

test('database stopped: every instance answers not ready within the time-out and live; ready again once it is back', async () => {
  shop.cluster.stop('fast');
  try {
    for (const i of shop.instances) {
      const started = Date.now();
      const ready = await call(`${i.url}/api/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ status: 'not ready', database: 'down' });
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await call(`${i.url}/api/health/live`)).status).toBe(200);
    }
    await sleep(3000);
  } finally {
    shop.cluster.start();
  }
  const back = Date.now();
  await Promise.all(
    shop.instances.map((i) => until(async () => (await call(`${i.url}/api/health/ready`)).status === 200, 15_000, `${i.name} ready`)),
  );
  const [u] = await shop.customers(1);
  // HAProxy takes them back at its next check.
  await until(async () => (await call(`${shop.balancer}/api/cart`, { token: u.token })).status === 200, 5000, 'the balancer');
  console.log(`database back: all instances ready after ${Date.now() - back} ms, without a restart`);
}, 60_000);
