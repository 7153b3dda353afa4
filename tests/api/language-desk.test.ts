// Staff see each person's language (issue 40): a lead, a session registration and an order carry
// the `lang` they were made in, and the leads desk filters by it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutBody, newKey, setup, SETUP_TIMEOUT, submission, type Harness } from './helpers';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await setup({ sessions: [{ id: 4, start_date: '2099-03-02', end_date: '2099-03-03' }] });
  admin = (await h.user({ role: 'admin' })).token;
}, SETUP_TIMEOUT);
afterAll(() => h?.close());

const get = async <T>(path: string) => {
  const r = await h.request('GET', path, { token: admin });
  expect(r.status).toBe(200);
  return r.body as T;
};

describe('the desks show the language', () => {
  test('a Spanish lead says es, an English one en, and the leads desk filters by language', async () => {
    for (const [ref, email] of [
      ['LANGES1', 'lucia@example.com'],
      ['LANGEN1', 'ann@example.com'],
    ])
      expect(
        (await h.request('POST', '/v1.0/email/send', { body: submission(ref, { user_email: email, form_type: 'contact' }) })).status,
      ).toBe(200);
    // The public forms' zone writes the language; here the column is set as a Spanish page would.
    await h.db.query(`UPDATE leads SET lang = 'es' WHERE email = 'lucia@example.com'`);

    const all = await get<{ items: { email: string; lang: string }[] }>('/admin/leads');
    expect(all.items.find((l) => l.email === 'lucia@example.com')?.lang).toBe('es');
    expect(all.items.find((l) => l.email === 'ann@example.com')?.lang).toBe('en');
    const spanish = await get<{ items: { email: string }[]; total: number }>('/admin/leads?lang=es');
    expect(spanish.items.map((l) => l.email)).toEqual(['lucia@example.com']);
    expect(spanish.total).toBe(1);
    expect((await h.request('GET', '/admin/leads?lang=fr', { token: admin })).status).toBe(422);
  });

  test('the roster shows a Spanish registration’s language', async () => {
    const booked = await h.request('POST', '/admin/sessions/4/registrations', {
      token: admin,
      body: { name: 'José Ramírez', email: 'jose@example.com', phone: '(210) 555-0147', company: '' },
    });
    expect(booked.status).toBe(201);
    await h.db.query(`UPDATE session_registrations SET lang = 'es' WHERE id = $1`, [booked.body.id]);
    const roster = await get<{ email: string; lang: string }[]>('/admin/sessions/4/registrations');
    expect(roster.find((r) => r.email === 'jose@example.com')?.lang).toBe('es');
  });

  test('the order desk shows an order’s language', async () => {
    const { token } = await h.user({ email: 'marta@example.com' });
    await h.request('POST', '/cart/items', { token, body: { product_id: 1, quantity: 1 } });
    const order = (await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } })).body;
    expect(order.lang).toBe('en');
    await h.db.query(`UPDATE orders SET lang = 'es' WHERE id = $1`, [order.id]);
    const page = await get<{ items: { id: string; lang: string }[] }>('/admin/orders');
    expect(page.items.find((o) => o.id === order.id)?.lang).toBe('es');
    expect((await get<{ lang: string }>(`/admin/orders/${order.id}`)).lang).toBe('es');
  });
});
