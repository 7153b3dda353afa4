// Issue items 3 and 4: an instance killed with SIGKILL in the middle of checkouts, relay posts
// and mail delivery. Clients retry as a browser would (same Idempotency-Key, same post): no
// order or message is lost or doubled, every e-mail arrives within a minute of its submission
// (a re-send keeps its Message-ID), and a key claimed by a request that died is free again
// within its 30-second lease.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkoutBody } from '../api/helpers';
import { call, deliveries, sleep, startShop, submission, until, type Shop } from './shop';

let shop: Shop;
beforeAll(async () => {
  // A slow SMTP relay (150 ms a message), so the kill catches deliveries midway.
  shop = await startShop({ smtpDelayMs: 150 });
});
afterAll(() => shop?.stop());

const CLIENTS = 60;
const GIVE_UP_MS = 50_000;

/** Sends until the answer is one of `done`; network errors, 5xx and "still being processed" are retried. */
async function untilDone(send: () => ReturnType<typeof call>, done: number[]) {
  const start = Date.now();
  for (let tries = 1; ; tries += 1) {
    const r = await send();
    if (done.includes(r.status)) return { ...r, tries, ms: Date.now() - start };
    if (!(r.status === 0 || r.status >= 500 || r.status === 409)) throw new Error(`unexpected ${r.status}: ${JSON.stringify(r.body)}`);
    if (Date.now() - start > GIVE_UP_MS) throw new Error(`still ${r.status} after ${GIVE_UP_MS} ms`);
    await sleep(250);
  }
}

test('kill -9 during checkouts and relay posts: nothing lost, nothing doubled, mail within a minute', async () => {
  const buyers = await shop.customers(CLIENTS);
  await shop.sql.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT unnest($1::bigint[]), 1, 2', [
    buyers.map((b) => b.id),
  ]);
  const started = Date.now();
  const checkouts = buyers.map(async (b, n) => {
    await sleep(n * 40);
    const headers = { 'idempotency-key': `crash-${b.id}` };
    return untilDone(() => call(`${shop.balancer}/api/orders`, { token: b.token, body: checkoutBody, headers }), [200, 201]);
  });
  const posts = Array.from({ length: CLIENTS }, async (_, n) => {
    await sleep(n * 40 + 20);
    const body = submission(`CRASH-${n}`);
    return untilDone(() => call(`${shop.balancer}/api/v1.0/email/send`, { body }), [200]);
  });
  await sleep(900);
  shop.instances[0].process.kill('SIGKILL');
  await shop.instances[0].exited;
  const killedAt = Date.now();
  const { rows: claimed } = await shop.sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE state = 'sending' AND next_attempt_at > now()",
  );
  await sleep(1000);
  await shop.restart(0);

  const placed = await Promise.all(checkouts);
  const relayed = await Promise.all(posts);
  expect(relayed.every((r) => r.body === 'OK')).toBe(true);
  // Every customer has exactly the one order their answer names.
  const { rows: orders } = await shop.sql.query<{ user_id: number; id: string }>('SELECT user_id, id FROM orders WHERE user_id = ANY($1)', [
    buyers.map((b) => b.id),
  ]);
  expect(orders).toHaveLength(CLIENTS);
  expect(new Set(orders.map((o) => Number(o.user_id))).size).toBe(CLIENTS);
  expect(placed.map((p) => p.body.id).sort()).toEqual(orders.map((o) => o.id).sort());
  // A key whose request died with the instance was free again within its lease (plus retries).
  expect(Math.max(...placed.map((p) => p.ms))).toBeLessThan(45_000);

  // One team message and one lead per submission, however often it was posted.
  const { rows: team } = await shop.sql.query<{ id: number; created_at: Date }>(
    "SELECT id, created_at FROM mail_outbox WHERE template = 'team' AND reference LIKE 'CRASH-%'",
  );
  expect(team).toHaveLength(CLIENTS);
  const { rows: leads } = await shop.sql.query("SELECT 1 FROM leads WHERE reference LIKE 'CRASH-%'");
  expect(leads).toHaveLength(CLIENTS);

  // Every message delivered, each under one Message-ID, within a minute of being stored.
  const ids = new Set(team.map((t) => Number(t.id)));
  const ours = () => deliveries(shop.smtp).filter((d) => ids.has(d.outboxId));
  await until(() => new Set(ours().map((d) => d.outboxId)).size === CLIENTS, 70_000, 'every message delivered');
  const byOutbox = Map.groupBy(ours(), (d) => d.outboxId);
  for (const t of team) {
    const got = byOutbox.get(Number(t.id))!;
    expect(new Set(got.map((d) => d.messageId)).size).toBe(1);
    expect(Math.min(...got.map((d) => d.at)) - new Date(t.created_at).getTime()).toBeLessThan(60_000);
  }
  const resent = ours().length - CLIENTS;
  console.log(
    `kill -9 at ${killedAt - started} ms (${claimed[0].n} mail claims held then): ${CLIENTS} orders, ${CLIENTS} messages; slowest checkout ${Math.max(...placed.map((p) => p.ms))} ms, ` +
      `${placed.filter((p) => p.tries > 1).length} checkouts and ${relayed.filter((r) => r.tries > 1).length} posts retried, ${resent} message(s) re-sent with the same Message-ID`,
  );
}, 150_000);
