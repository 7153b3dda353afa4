// Issue 37, the order desk: the "To confirm" view and its count, the terms a confirmation may
// offer and where it starts, and a unit price changed by more than 50 % confirmed only when asked
// again (re-sending a document is in billing-mail.test.ts, with the delivered mail).
import { describe, expect, test } from 'vitest';
import { billingHarness, nextYear } from './billing.helpers';

const its = billingHarness({ products: [{ id: 2, slug: 'power-meter', price: 50.5, stock: 500 }] });
const asStaff = () => its.steps.as(its.staff);

const confirmation = (order: { items: { id: number }[] }, unitPrice: number, more: Record<string, unknown> = {}) => ({
  lines: [{ id: order.items[0].id, unit_price: unitPrice }],
  freight: 0,
  payment_terms: 'wire_ach',
  expected_ship_date: nextYear(),
  ...more,
});
const confirm = (id: string, body: unknown) => asStaff().post(`/admin/orders/${id}/confirm`, body);

describe('the To confirm view', () => {
  test('lists processing orders not yet confirmed, counted beside the statuses; a confirmed one leaves it', async () => {
    const { token } = await its.h.user({ email: `tab.${Date.now()}@example.com` });
    const [first, second] = [await its.steps.checkout(token), await its.steps.checkout(token)];
    const view = async (status?: string) =>
      (await asStaff().get(`/admin/orders?q=${encodeURIComponent(first.customer_email)}${status ? `&status=${status}` : ''}`)).body;
    expect((await view()).counts).toMatchObject({ to_confirm: 2, processing: 2 });
    expect((await confirm(first.id, confirmation(first, 50.5))).status).toBe(200);

    const toConfirm = await view('to_confirm');
    expect(toConfirm.items.map((o: { id: string }) => o.id)).toEqual([second.id]);
    expect(toConfirm).toMatchObject({ total: 1, counts: { to_confirm: 1, processing: 2 } });
    // "All" counts each order once: the view is not added to the statuses.
    expect((await view()).total).toBe(2);
    expect((await asStaff().get('/admin/orders?status=quotes')).status).toBe(422);
  });
});

describe('confirming', () => {
  test('net 30 is offered only to a customer approved for terms; the start is the customer’s choice', async () => {
    const { token, user } = await its.h.user();
    const byPo = await its.steps.checkout(token, { paymentMethod: 'purchase_order' });
    const terms = () => asStaff().get(`/admin/orders/${byPo.id}/terms`);
    expect((await terms()).body).toEqual({ allowed: ['card_by_phone', 'wire_ach'], start: 'card_by_phone' });
    await asStaff().patch(`/admin/customers/${user.id}`, { net_terms: true });
    expect((await terms()).body).toEqual({ allowed: ['card_by_phone', 'wire_ach', 'net_30'], start: 'net_30' });

    const byWire = await its.steps.checkout(token); // bank transfer
    expect((await asStaff().get(`/admin/orders/${byWire.id}/terms`)).body.start).toBe('wire_ach');
    expect((await asStaff().get('/admin/orders/00000000-0000-4000-8000-000000000000/terms')).status).toBe(404);
  });

  test('a unit price changed by more than 50 % is refused on its line until confirmed again', async () => {
    const { token } = await its.h.user();
    const order = await its.steps.checkout(token); // 2 × 50.50
    const twentyFold = await confirm(order.id, confirmation(order, 1010));
    expect(twentyFold.status).toBe(422);
    expect(twentyFold.body.detail).toEqual([
      {
        loc: ['body', 'lines', 0, 'unit_price'],
        msg: 'power meter: the unit price changes by more than 50 % ($50.50 → $1,010.00). Check it and confirm again.',
        type: 'large_change',
      },
    ]);
    expect((await asStaff().get(`/admin/orders/${order.id}`)).body.confirmed_at).toBeNull();
    // Within half either way is a plain confirmation; beyond it, only when asked again.
    expect((await confirm(order.id, confirmation(order, 25.25))).status).toBe(200);
    const kept = await confirm(order.id, confirmation(order, 1010, { confirm_large_changes: true }));
    expect(kept.status).toBe(200);
    expect(kept.body.items[0]).toMatchObject({ unit_price: 1010, requested_unit_price: 50.5 });
    expect((await confirm(order.id, confirmation(order, 1010, { confirm_large_changes: 'yes' }))).status).toBe(422);
  });
});
