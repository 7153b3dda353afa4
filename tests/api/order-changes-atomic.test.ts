// An order's changes are one transaction with their audit line and e-mail: when the audit
// line cannot be written, the order is not confirmed, paid, shipped or cancelled, its stock
// is where it was and no mail is queued.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { billingSteps, nextYear } from './billing.helpers';
import { setup, SETUP_TIMEOUT, type Harness } from './helpers';

let h: Harness;
let staff: string;
let steps: ReturnType<typeof billingSteps>;
beforeAll(async () => {
  h = await setup();
  staff = (await h.user({ role: 'admin' })).token;
  steps = billingSteps(h);
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

/** Makes the audit log refuse one action, as a full disk or a broken constraint would. */
async function refuseAudit(action: string) {
  await h.db.query(`CREATE OR REPLACE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
  await h.db.query('DROP TRIGGER IF EXISTS refuse_audit ON audit_events');
  await h.db.query(
    `CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_events FOR EACH ROW WHEN (NEW.action = '${action}') EXECUTE FUNCTION refuse_audit()`,
  );
}
const outboxCount = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0]!.n;
const placed = async () => steps.checkout((await h.user()).token);
const confirmation = (order: { items: { id: number }[] }) => ({
  lines: order.items.map((i) => ({ id: i.id, unit_price: 48 })),
  freight: 0,
  payment_terms: 'wire_ach',
  expected_ship_date: nextYear(),
});

test('a confirmation whose audit line fails leaves the order unconfirmed and mails nothing', async () => {
  const order = await placed();
  await refuseAudit('order.confirm');
  const mails = await outboxCount();
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, confirmation(order))).status).toBe(500);
  expect((await steps.as(staff).get(`/admin/orders/${order.id}`)).body).toMatchObject({
    confirmed_at: null,
    total_amount: order.total_amount,
  });
  expect(await outboxCount()).toBe(mails);
});

test('a payment whose audit line fails is not recorded', async () => {
  const order = await placed();
  await refuseAudit('order.payment');
  const payment = { amount: 10, method: 'check', paid_on: '2026-11-20', reference: '' };
  expect((await steps.as(staff).post(`/admin/orders/${order.id}/payments`, payment)).status).toBe(500);
  expect((await steps.as(staff).get(`/admin/orders/${order.id}/payments`)).body).toEqual([]);
  expect((await steps.as(staff).get(`/admin/orders/${order.id}`)).body).toMatchObject({ amount_paid: 0 });
});

test('a shipment whose audit line fails leaves the order processing, uninvoiced and unmailed', async () => {
  const order = await placed();
  await refuseAudit('order.status_change');
  const mails = await outboxCount();
  expect((await steps.ship(staff, order.id)).status).toBe(500);
  expect((await steps.as(staff).get(`/admin/orders/${order.id}`)).body).toMatchObject({
    status: 'processing',
    shipped_at: null,
    invoice_number: null,
  });
  expect(await outboxCount()).toBe(mails);
});

test("a customer's cancellation whose audit line fails keeps the order and its reserved stock", async () => {
  const { token } = await h.user();
  const order = await steps.checkout(token);
  const stock = async () => (await h.request('GET', '/products/stock')).body['power-meter'];
  const reserved = await stock();
  await refuseAudit('order.status_change');
  expect((await h.request('POST', `/orders/${order.id}/cancel`, { token })).status).toBe(500);
  expect((await h.request('GET', `/orders/${order.id}`, { token })).body).toMatchObject({ status: 'processing' });
  expect(await stock()).toEqual(reserved);
});
