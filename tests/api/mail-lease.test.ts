// The delivery worker's claims are short leases: a claim lasts 30 seconds unless renewed, and
// a worker that is stopped finishes the message it is sending and gives back the rest at once,
// untouched, so a graceful stop never sends anything twice or late.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LEASE_SECONDS } from '#server/mail/worker';
import { setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';
import { startSmtpServer, startTestMailWorker, type SmtpTestServer } from './smtp-server';

let h: Harness;
let smtp: SmtpTestServer;
beforeAll(async () => {
  h = await setup();
  smtp = await startSmtpServer({ delayMs: 400 });
}, SETUP_TIMEOUT);
afterAll(async () => {
  await smtp.close();
  await h.close();
}, SETUP_TIMEOUT);

const states = async () =>
  (
    await h.db.query<{ state: string; attempts: number; lease: number }>(
      `SELECT state, attempts, extract(epoch FROM next_attempt_at - now())::float8 AS lease FROM mail_outbox ORDER BY id`,
    )
  ).rows;

test('stopped mid-batch: the message being sent is finished once, the others are given back untouched', async () => {
  for (let n = 0; n < 5; n += 1) expect((await h.request('POST', '/v1.0/email/send', { body: submission(`LEASE-${n}`) })).body).toBe('OK');
  const worker = startTestMailWorker(h.db, smtp);
  await expect.poll(async () => (await states()).filter((s) => s.state === 'sending').length, { timeout: 10_000, interval: 20 }).toBe(5);
  const claimed = await states();
  for (const s of claimed) expect(s.lease).toBeGreaterThan(LEASE_SECONDS - 5);
  for (const s of claimed) expect(s.lease).toBeLessThanOrEqual(LEASE_SECONDS);

  await worker.stop();
  const after = await states();
  expect(after.map((s) => s.state)).toEqual(['sent', 'pending', 'pending', 'pending', 'pending']);
  expect(after.map((s) => s.attempts)).toEqual([1, 0, 0, 0, 0]);
  for (const s of after.slice(1)) expect(s.lease).toBeLessThanOrEqual(0); // due at once for the next worker
  expect(smtp.received).toHaveLength(1);
});
