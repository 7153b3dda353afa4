// Billing never contradicts itself (third outside review, item 8): after a payment the prices
// stay, paid_at follows payments against the total, a customer cannot cancel what was paid
// for; and random runs of confirm / pay / ship / cancel through the API keep it so.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PAID_ORDER_CONFIRM } from '#server/orders/billing';
import { PAID_ORDER_CANCEL } from '#server/orders/status';
import { toCents } from '#domain/orders/pricing';
import { billingSteps, nextYear } from './billing.helpers';
import { setup, SETUP_TIMEOUT, type Answer, type Harness } from './helpers';

let h: Harness;
let staff: string;
let steps: ReturnType<typeof billingSteps>;
beforeAll(async () => {
  h = await setup({ products: [{ id: 2, slug: 'power-meter', price: 50.5, stock: 100_000 }] });
  staff = (await h.user({ role: 'admin' })).token;
  steps = billingSteps(h);
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

interface Placed {
  id: string;
  token: string;
  items: { id: number }[];
}
const place = async (): Promise<Placed> => {
  const { token } = await h.user();
  return { ...(await steps.checkout(token)), token };
};
const confirm = (o: Placed, unitPrice: number, freight = 0) =>
  steps.as(staff).post(`/admin/orders/${o.id}/confirm`, {
    lines: o.items.map((i) => ({ id: i.id, unit_price: unitPrice })),
    freight,
    payment_terms: 'wire_ach',
    expected_ship_date: nextYear(),
  });
const pay = (o: Placed, amount: number) =>
  steps.as(staff).post(`/admin/orders/${o.id}/payments`, { amount, method: 'check', paid_on: '2026-11-20', reference: '' });

describe('after a payment', () => {
  test('confirming again is a 409 with the reason; a paid order stays paid with nothing owing', async () => {
    const o = await place();
    expect((await confirm(o, 50.5)).status).toBe(200);
    const paid = await pay(o, 118.07);
    expect(paid.body).toMatchObject({ amount_paid: 118.07, paid_at: expect.any(String) });
    const again = await confirm(o, 0.01);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: PAID_ORDER_CONFIRM });
    expect((await steps.as(staff).get(`/admin/orders/${o.id}`)).body).toMatchObject({ total_amount: 118.07, amount_paid: 118.07 });
  });

  test('a part-paid order is not confirmed at a lower total either', async () => {
    const o = await place();
    expect((await pay(o, 100)).body).toMatchObject({ amount_paid: 100, paid_at: null });
    expect((await confirm(o, 1)).status).toBe(409);
    expect((await steps.as(staff).get(`/admin/orders/${o.id}`)).body).toMatchObject({ total_amount: 118.07, paid_at: null });
  });

  test('the customer cannot cancel an order with a payment recorded; staff still can', async () => {
    const o = await place();
    await pay(o, 5);
    const r = await steps.as(o.token).post(`/orders/${o.id}/cancel`);
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ detail: PAID_ORDER_CANCEL });
    expect((await steps.as(o.token).get(`/orders/${o.id}`)).body.status).toBe('processing');
    expect((await steps.as(staff).patch(`/admin/orders/${o.id}`, { status: 'cancelled' })).body.status).toBe('cancelled');
  });

  test('the database refuses a paid_at that payments and total contradict', async () => {
    const o = await place();
    await expect(h.db.query('UPDATE orders SET paid_at = now() WHERE id = $1', [o.id])).rejects.toThrow(/orders_paid_state/);
  });
});

type Step =
  | { kind: 'confirm'; cents: number; freight: number }
  | { kind: 'pay'; share: number }
  | { kind: 'ship' }
  | { kind: 'cancel'; by: 'staff' | 'customer' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('confirm' as const),
    cents: fc.integer({ min: 0, max: 20_000 }),
    freight: fc.integer({ min: 0, max: 500 }),
  }),
  // Shares above 1 ask for more than is owed.
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('ship' as const) }),
  fc.record({ kind: fc.constant('cancel' as const), by: fc.constantFrom('staff' as const, 'customer' as const) }),
);

async function run(o: Placed, step: Step, owedCents: number): Promise<Answer> {
  if (step.kind === 'confirm') return confirm(o, step.cents / 100, step.freight);
  if (step.kind === 'pay') return pay(o, Math.max(1, Math.round(owedCents * step.share)) / 100);
  if (step.kind === 'ship') return steps.ship(staff, o.id);
  return step.by === 'staff'
    ? steps.as(staff).patch(`/admin/orders/${o.id}`, { status: 'cancelled' })
    : steps.as(o.token).post(`/orders/${o.id}/cancel`);
}

test('random confirm / pay / ship / cancel runs: never a negative balance, never paid with money owing', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(stepArb, { minLength: 1, maxLength: 8 }), async (sequence) => {
      const o = await place();
      let order = (await steps.as(staff).get(`/admin/orders/${o.id}`)).body;
      for (const step of sequence) {
        const owed = toCents(order.total_amount) - toCents(order.amount_paid);
        const r = await run(o, step, owed);
        expect(r.status, `${step.kind}: ${JSON.stringify(r.body)}`).toBeLessThan(500);
        const paidProcessing = order.status === 'processing' && order.amount_paid > 0;
        if (step.kind === 'confirm' && paidProcessing) expect(r.body).toEqual({ detail: PAID_ORDER_CONFIRM });
        if (step.kind === 'cancel' && step.by === 'customer' && paidProcessing) expect(r.status).toBe(409);
        order = (await steps.as(staff).get(`/admin/orders/${o.id}`)).body;
        const balance = toCents(order.total_amount) - toCents(order.amount_paid);
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(order.paid_at !== null).toBe(order.amount_paid > 0 && balance === 0);
      }
    }),
    { numRuns: 40 },
  );
}, 120_000);
