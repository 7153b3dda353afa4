// The documents' cache (README, Security): an order's confirmation and invoice are rendered once
// per version of what they print and kept (shared by the customer's and the staff's routes
// and by concurrent requests); a change the document prints (here a payment) renders it anew;
// each account downloads at most 20 a minute.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { renderOrderDocument } from '#server/orders/documents';
import { billingSteps } from './billing.helpers';
import { setup, SETUP_TIMEOUT, startInsideWindow, type Harness } from './helpers';
import { readPdf } from './pdf-text';

// The real renderer, counted.
vi.mock('#server/orders/documents', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#server/orders/documents')>();
  return { ...actual, renderOrderDocument: vi.fn(actual.renderOrderDocument) };
});
const renders = () => vi.mocked(renderOrderDocument).mock.calls.length;

let h: Harness;
let steps: ReturnType<typeof billingSteps>;
let staff: string;
beforeAll(async () => {
  h = await setup({ env: { RATE_LIMIT_DISABLED: '0' } });
  steps = billingSteps(h);
  staff = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

const download = async (token: string, path: string) => {
  const res = await h.app.request(path, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()), res };
};

test('an invoice renders once per version: downloads again (also by staff, also at once) reuse it; a payment renders it anew', async () => {
  await startInsideWindow(60, 20);
  const { token } = await h.user();
  const order = await steps.checkout(token);
  expect((await steps.ship(staff, order.id)).status).toBe(200);
  const mine = `/orders/${order.id}/invoice.pdf`;
  const before = renders();
  const first = await download(token, mine);
  expect(first.status).toBe(200);
  expect(renders()).toBe(before + 1);
  const again = await download(token, mine);
  expect(again.bytes).toEqual(first.bytes);
  expect((await download(staff, `/admin/orders/${order.id}/invoice.pdf`)).bytes).toEqual(first.bytes);
  expect(renders()).toBe(before + 1);

  const paid = await steps.as(staff).post(`/admin/orders/${order.id}/payments`, { amount: 50, method: 'wire_ach', paid_on: '2026-11-20' });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  // Not stale: the payment is printed, from one new rendering shared by concurrent requests.
  const afterPayment = await Promise.all([0, 1, 2, 3, 4].map(() => download(token, mine)));
  expect(renders()).toBe(before + 2);
  const { text } = readPdf(afterPayment[0].bytes);
  expect(text).toContain('Paid so far $50.00');
  expect(text).toContain('Balance due $68.07');
  afterPayment.forEach((d) => expect(d.bytes).toEqual(afterPayment[0].bytes));
});

test('20 concurrent downloads of a new document render it once; a liveness probe meanwhile answers quickly', async () => {
  await startInsideWindow(60, 20);
  const { token } = await h.user();
  const order = await steps.checkout(token);
  await steps.ship(staff, order.id);
  const before = renders();
  const started = performance.now();
  const all = Promise.all(Array.from({ length: 20 }, () => download(token, `/orders/${order.id}/invoice.pdf`)));
  const probe = await h.request('GET', '/health/live');
  const probeMs = performance.now() - started;
  const answers = await all;
  const allMs = performance.now() - started;
  expect(probe.status).toBe(200);
  expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
  expect(renders()).toBe(before + 1);
  console.log(JSON.stringify({ downloads: 20, renders: renders() - before, probe_ms: Math.round(probeMs), all_ms: Math.round(allMs) }));
});

test('the 21st document in a minute from one account is a 429 that says when to try again', async () => {
  await startInsideWindow(60, 20);
  const { token } = await h.user();
  const order = await steps.checkout(token);
  await steps.ship(staff, order.id);
  for (let i = 0; i < 20; i++) expect((await download(token, `/orders/${order.id}/invoice.pdf`)).status).toBe(200);
  const refused = await download(token, `/orders/${order.id}/invoice.pdf`);
  expect(refused.status).toBe(429);
  const retry = Number(refused.res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(JSON.parse(new TextDecoder().decode(refused.bytes)).detail).toBe(
    `Too many document downloads from this account (at most 20 a minute). Please try again in ${retry} second${retry === 1 ? '' : 's'}.`,
  );
  // Another account is not held back by this one.
  const other = await h.user();
  expect((await download(other.token, `/orders/${order.id}/invoice.pdf`)).status).toBe(404);
});
