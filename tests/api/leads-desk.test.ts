// The leads desk as a table (docs/staff-desks.md): sorting, counts per tab, days and e-mail filters, one
// inbox (a checkout is its order, a session registration lead names its registration, repeat
// requests are counted), the staff list for owners, and bulk status and owner changes.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutBody, newKey, setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';

interface LeadRow {
  id: number;
  name: string;
  email: string;
  status: string;
  type: string;
  requests: number;
  order: { reference: string; status: string } | null;
  registration: { id: number; session_id: number; status: string } | null;
  owner: { id: number; email: string; name: string } | null;
}

let h: Harness;
let admin: { user: { id: number; email: string }; token: string };
let colleague: { user: { id: number; email: string }; token: string };
let order: { id: string; reference: string };
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 3, start_date: '2099-02-02', end_date: '2099-02-03' }] });
  admin = await h.user({ role: 'admin', first_name: 'Rosa', last_name: 'Vega' });
  colleague = await h.user({ role: 'admin', first_name: 'Abel', last_name: 'Cruz' });
  const { token } = await h.user({ email: 'ada@example.com' });
  await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
  order = (await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } })).body;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

let n = 0;
async function submit(extra: Record<string, string>) {
  const r = await h.request('POST', '/v1.0/email/send', { body: submission(`DESK${Date.now().toString(36).toUpperCase()}${++n}`, extra) });
  expect(r.status).toBe(200);
}
const list = async (query = '') => {
  const r = await h.request('GET', `/admin/leads${query}`, { token: admin.token });
  expect(r.status).toBe(200);
  return r.body as { items: LeadRow[]; total: number; counts: Record<string, number>; new_count: number; overdue_count: number };
};
const bulk = (body: unknown, token = admin.token) => h.request('PATCH', '/admin/leads', { token, body });
const idOf = async (email: string) => (await list(`?email=${encodeURIComponent(email)}`)).items[0].id;

describe('the leads desk', () => {
  test('one inbox: a checkout is its order, a registration names its seat, repeat requests are counted', async () => {
    await submit({
      form_type: 'checkout',
      user_email: 'ada@example.com',
      user_name: 'Ada Lovelace',
      subject: `Checkout order ${order.reference}`,
    });
    // Anyone can post to the relay: a "checkout" from another address never borrows the order.
    await submit({
      form_type: 'checkout',
      user_email: 'mallory@example.com',
      user_name: 'Mallory',
      subject: `Checkout order ${order.reference}`,
    });
    await submit({ form_type: 'training', session_id: '3', user_email: 'omar@example.com', user_name: 'Omar Hale' });
    for (const subject of ['OTDR rental', 'OTDR purchase', 'Splicer training']) {
      await submit({ user_email: 'Kim@Example.com', user_name: 'Kim Ortiz', subject });
    }

    const all = await list();
    expect(all.total).toBe(6);
    expect(all.counts).toEqual({ new: 5, contacted: 0, closed: 0, spam: 0, order: 1 });
    expect(all.new_count).toBe(5);
    const checkout = all.items.find((l) => l.email === 'ada@example.com')!;
    expect(checkout.order).toMatchObject({ id: order.id, reference: order.reference, status: 'processing' });
    expect(all.items.find((l) => l.email === 'mallory@example.com')!.order).toBeNull();
    expect((await list('?status=new')).items.map((l) => l.email)).not.toContain('ada@example.com');
    expect((await list('?status=order')).items.map((l) => l.email)).toEqual(['ada@example.com']);

    const seat = all.items.find((l) => l.email === 'omar@example.com')!;
    expect(seat.type).toBe('session_registration');
    expect(seat.registration).toMatchObject({ session_id: 3, status: expect.any(String) });
    const roster = await h.request('GET', '/admin/sessions/3/registrations', { token: admin.token });
    expect(roster.body.map((r: { id: number }) => r.id)).toContain(seat.registration!.id);

    const kim = await list('?email=kim@example.com');
    expect(kim.total).toBe(3);
    expect(kim.items.map((l) => l.requests)).toEqual([3, 3, 3]);
    expect(all.items.find((l) => l.email === 'omar@example.com')!.requests).toBe(1);
  });

  test('sorted by a column either way, counted per tab under the other filters, by days received', async () => {
    const byName = await list('?sort=name&dir=asc');
    expect(byName.items.map((l) => l.name)).toEqual(['Ada Lovelace', 'Kim Ortiz', 'Kim Ortiz', 'Kim Ortiz', 'Mallory', 'Omar Hale']);
    expect((await list('?sort=name&dir=desc')).items[0].name).toBe('Omar Hale');
    const byStatus = await list('?sort=status&dir=asc');
    expect(byStatus.items.map((l) => l.status)).toEqual(['new', 'new', 'new', 'new', 'new', 'new']);
    expect(byStatus.items.at(0)!.order).toBeNull();
    expect(byStatus.items.at(-1)!.order).not.toBeNull();

    const searched = await list('?q=OTDR&size=1&page=2');
    expect(searched).toMatchObject({ total: 2, counts: { new: 2, order: 0 } });
    expect(searched.items).toHaveLength(1);
    await h.db.query("UPDATE leads SET received_at = '2026-03-10T12:00:00-06:00' WHERE email = 'mallory@example.com'");
    expect((await list('?from=2026-03-10&to=2026-03-10')).items.map((l) => l.email)).toEqual(['mallory@example.com']);
    expect((await list('?to=2026-03-09')).total).toBe(0);
    expect((await list()).overdue_count).toBe(1);

    for (const bad of ['?sort=phone', '?dir=up', '?from=10/03/2026', '?status=won', `?email=${'x'.repeat(300)}`]) {
      const r = await h.request('GET', `/admin/leads${bad}`, { token: admin.token });
      expect(r.status).toBe(422);
      expect(r.body.detail[0].loc[0]).toBe('query');
    }
  });

  test('staff are listed by name for assigning leads; customers are refused', async () => {
    const r = await h.request('GET', '/admin/staff', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.items).toEqual([
      { id: colleague.user.id, email: colleague.user.email, name: 'Abel Cruz' },
      { id: admin.user.id, email: admin.user.email, name: 'Rosa Vega' },
    ]);
    expect((await h.request('GET', '/admin/staff', { token: (await h.user()).token })).status).toBe(403);
  });

  test('bulk: one call moves the leads it may, refuses the others with the reason, and audits each lead', async () => {
    const kim = (await list('?email=kim@example.com')).items.map((l) => l.id);
    const checkout = await idOf('ada@example.com');
    const omar = await idOf('omar@example.com');
    expect((await h.request('PATCH', `/admin/leads/${omar}`, { token: admin.token, body: { status: 'contacted' } })).status).toBe(200);
    expect((await h.request('PATCH', `/admin/leads/${omar}`, { token: admin.token, body: { status: 'closed' } })).status).toBe(200);
    const before = (await h.request('GET', '/admin/audit?action=lead.update', { token: admin.token })).body.total;

    const r = await bulk({ ids: [...kim, kim[0], omar, checkout, 999_999], status: 'contacted', owner: colleague.user.id });
    expect(r.status).toBe(200);
    expect(r.body.changed).toEqual(kim.map((id) => ({ id, label: 'Kim Ortiz', from: 'new', status: 'contacted', owner_changed: true })));
    expect(r.body.refused).toEqual([
      { id: omar, label: 'Omar Hale', reason: 'A lead that is Closed cannot be marked Contacted' },
      { id: checkout, label: 'Ada Lovelace', reason: `This checkout is order ${order.reference}: change its status on the order desk` },
      { id: 999_999, label: '#999999', reason: 'Lead not found' },
    ]);
    const now = await list('?email=kim@example.com');
    expect(now.items.map((l) => [l.status, l.owner?.name])).toEqual(Array(3).fill(['contacted', 'Abel Cruz']));
    const audit = (await h.request('GET', '/admin/audit?action=lead.update', { token: admin.token })).body;
    expect(audit.total).toBe(before + 3);
    expect(
      audit.items
        .slice(0, 3)
        .map((e: { detail: { lead_id: number } }) => e.detail.lead_id)
        .sort(),
    ).toEqual([...kim].sort());
    expect(audit.items[0].detail).toMatchObject({ from: 'new', status: 'contacted', owner: colleague.user.id });
    // Each refused lead is audited too, with the reason the answer gave.
    const refusals = (await h.request('GET', '/admin/audit?action=staff.refused', { token: admin.token })).body;
    const attempted = { status: 'contacted', owner: colleague.user.id };
    expect(refusals.items.slice(0, 3).reverse()).toEqual([
      expect.objectContaining({
        actor: admin.user.email,
        target: expect.stringContaining('omar@example.com'),
        detail: { method: 'PATCH', path: '/admin/leads', status: 409, lead_id: omar, reason: r.body.refused[0].reason, attempted },
      }),
      expect.objectContaining({
        target: expect.stringContaining('ada@example.com'),
        detail: { method: 'PATCH', path: '/admin/leads', status: 409, lead_id: checkout, reason: r.body.refused[1].reason, attempted },
      }),
      expect.objectContaining({
        target: '#999999',
        detail: { method: 'PATCH', path: '/admin/leads', status: 404, lead_id: 999_999, reason: 'Lead not found', attempted },
      }),
    ]);

    // The owner alone, also on an order lead; leads already so are reported unchanged, not audited.
    const owners = await bulk({ ids: [checkout, kim[0]], owner: colleague.user.id });
    expect(owners.body).toEqual({
      changed: [{ id: checkout, label: 'Ada Lovelace', from: 'new', status: 'new', owner_changed: true }],
      unchanged: [{ id: kim[0], label: 'Kim Ortiz' }],
      refused: [],
    });
    expect((await h.request('GET', '/admin/audit?action=lead.update', { token: admin.token })).body.total).toBe(before + 4);
  });

  test('bulk refusals: 403 for customers, 422 naming the field', async () => {
    const id = await idOf('mallory@example.com');
    expect((await bulk({ ids: [id], status: 'spam' }, (await h.user()).token)).status).toBe(403);
    const cases: [unknown, string[]][] = [
      [{ ids: [], status: 'spam' }, ['body', 'ids']],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 'spam' }, ['body', 'ids']],
      [{ ids: ['1'], status: 'spam' }, ['body', 'ids', '0']],
      [{ ids: [id], status: 'won' }, ['body', 'status']],
      [{ ids: [id], owner: (await h.user()).user.id }, ['body', 'owner']],
      [{ ids: [id], note: 'Bulk notes are not a thing' }, ['body']],
      [{ ids: [id] }, ['body']],
    ];
    for (const [body, loc] of cases) {
      const r = await bulk(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.detail[0].loc.map(String)).toEqual(loc);
    }
    expect((await list(`?email=mallory@example.com`)).items[0].status).toBe('new');
  });
});
