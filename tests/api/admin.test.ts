import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutBody, newKey, PASSWORD, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let admin: string;
let customer: { token: string };
const placed: any[] = [];

beforeAll(async () => {
  h = await setup();
  admin = (await h.user({ role: 'admin' })).token;
  customer = await h.user();
  for (const [i, name] of ['Grace Hopper', 'Alan Turing', 'Edsger Dijkstra'].entries()) {
    await h.request('POST', '/cart/items', { token: customer.token, body: { product_id: 2, quantity: i + 1 } });
    const [firstName, lastName] = name.split(' ');
    const r = await h.request('POST', '/orders', {
      token: customer.token,
      body: { ...checkoutBody, firstName, lastName, email: `${lastName.toLowerCase()}@example.com` },
      headers: { 'idempotency-key': newKey() },
    });
    placed.push(r.body);
  }
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const patch = (id: string, body: unknown, token = admin) => h.request('PATCH', `/admin/orders/${id}`, { token, body });
const stock = async () => (await h.request('GET', '/products/stock')).body['power-meter'];

describe('GET /admin/orders', () => {
  test('all orders, newest first, paged', async () => {
    const r = await h.request('GET', '/admin/orders?size=2', { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ total: 3, pages: 2, current_page: 1 });
    expect(r.body.items.map((o: any) => o.id)).toEqual([placed[2].id, placed[1].id]);
    const page2 = await h.request('GET', '/admin/orders?size=2&page=2', { token: admin });
    expect(page2.body.items.map((o: any) => o.id)).toEqual([placed[0].id]);
  });

  test('?q searches reference, customer name and e-mail', async () => {
    const byName = await h.request('GET', '/admin/orders?q=turing', { token: admin });
    expect(byName.body.items.map((o: any) => o.id)).toEqual([placed[1].id]);
    const byEmail = await h.request('GET', '/admin/orders?q=dijkstra%40example', { token: admin });
    expect(byEmail.body.total).toBe(1);
    const byRef = await h.request('GET', `/admin/orders?q=${placed[0].reference.toLowerCase()}`, { token: admin });
    expect(byRef.body.items[0].id).toBe(placed[0].id);
    const wildcard = await h.request('GET', '/admin/orders?q=%25', { token: admin });
    expect(wildcard.body.total).toBe(0);
  });

  test('?sort and ?dir order by a column; counts per status follow the other filters', async () => {
    const byName = await h.request('GET', '/admin/orders?sort=customer_name&dir=asc', { token: admin });
    expect(byName.body.items.map((o: any) => o.customer_name)).toEqual(['Alan Turing', 'Edsger Dijkstra', 'Grace Hopper']);
    const byTotal = await h.request('GET', '/admin/orders?sort=total_amount&dir=desc', { token: admin });
    expect(byTotal.body.items.map((o: any) => o.id)).toEqual([placed[2].id, placed[1].id, placed[0].id]);
    expect(byTotal.body.counts).toEqual({ to_confirm: 3, processing: 3, shipped: 0, delivered: 0, cancelled: 0 });
    const searched = await h.request('GET', '/admin/orders?q=turing&status=shipped', { token: admin });
    expect(searched.body).toMatchObject({ total: 0, items: [], counts: { processing: 1, shipped: 0 } });
  });

  test('?from and ?to keep the orders placed on those days (shop time)', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect((await h.request('GET', `/admin/orders?from=${today}&to=${today}`, { token: admin })).body.total).toBe(3);
    const later = await h.request('GET', `/admin/orders?from=${tomorrow}`, { token: admin });
    expect(later.body).toMatchObject({ total: 0, counts: { processing: 0 } });
    expect((await h.request('GET', `/admin/orders?to=2000-01-01`, { token: admin })).body.total).toBe(0);
  });

  test.each([
    'status=lost',
    'page=0',
    'size=1000',
    'page=abc',
    'page=1e19',
    'size=1.5',
    'sort=user_id',
    'dir=up',
    'from=yesterday',
    'to=2026-13-01',
  ])('bad query %s → 422', async (q) => {
    const r = await h.request('GET', `/admin/orders?${q}`, { token: admin });
    expect(r.status).toBe(422);
    expect(r.body.detail[0].loc[0]).toBe('query');
  });

  test('GET /admin/orders/{id} reads any order; unknown → 404', async () => {
    expect((await h.request('GET', `/admin/orders/${placed[0].id}`, { token: admin })).body.reference).toBe(placed[0].reference);
    expect((await h.request('GET', '/admin/orders/00000000-0000-0000-0000-000000000000', { token: admin })).status).toBe(404);
  });
});

describe('PATCH /admin/orders/{id}', () => {
  test('shipping needs a tracking number and method', async () => {
    const r = await patch(placed[0].id, { status: 'shipped' });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d: any) => d.loc.at(-1))).toEqual(['tracking_number', 'shipping_method']);
  });

  test('processing → shipped → delivered, with timestamps; ?status filters', async () => {
    const shipped = await patch(placed[0].id, { status: 'shipped', tracking_number: '1Z999', shipping_method: 'UPS Ground' });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toMatchObject({
      status: 'shipped',
      tracking_number: '1Z999',
      shipping_method: 'UPS Ground',
      shipped_at: expect.any(String),
    });
    const filtered = await h.request('GET', '/admin/orders?status=shipped', { token: admin });
    expect(filtered.body.items.map((o: any) => o.id)).toEqual([placed[0].id]);
    expect((await patch(placed[0].id, { status: 'cancelled' })).status).toBe(409);
    const delivered = await patch(placed[0].id, { status: 'delivered' });
    expect(delivered.body).toMatchObject({ status: 'delivered', delivered_at: expect.any(String) });
    const mine = await h.request('GET', `/orders/${placed[0].id}`, { token: customer.token });
    expect(mine.body.status).toBe('delivered');
  });

  test('shipping an order that is already shipped is a 409, and the first tracking number stays', async () => {
    const first = await patch(placed[1].id, { status: 'shipped', tracking_number: '1ZFIRST', shipping_method: 'UPS Ground' });
    expect(first.status).toBe(200);
    const again = await patch(placed[1].id, { status: 'shipped', tracking_number: '1ZSECOND', shipping_method: 'FedEx Ground' });
    expect(again).toMatchObject({ status: 409, body: { detail: 'This order is already shipped' } });
    const order = await h.request('GET', `/admin/orders/${placed[1].id}`, { token: admin });
    expect(order.body).toMatchObject({ status: 'shipped', tracking_number: '1ZFIRST', shipping_method: 'UPS Ground' });
  });

  test('delivered needs shipped first → 409', async () => {
    expect((await patch(placed[2].id, { status: 'delivered' })).status).toBe(409);
  });

  test('cancel returns the stock', async () => {
    const before = await stock();
    const r = await patch(placed[2].id, { status: 'cancelled' });
    expect(r.body).toMatchObject({ status: 'cancelled', cancelled_at: expect.any(String) });
    expect(await stock()).toBe(before + 3);
  });

  test.each([{ status: 'processing' }, { status: 'cancelled', extra: 1 }, {}, []])('bad body %j → 422', async (body) => {
    expect((await patch(placed[1].id, body)).status).toBe(422);
  });
});

describe('npm run admin (server/cli.ts)', () => {
  const cli = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { env: { ...process.env, ...h.env } });

  test(
    'create-user, set-role and errors; the account can log in and reach the staff routes',
    async () => {
      let created = '';
      let failure: unknown;
      await h.offline(async () => {
        created = (await cli('create-user', '--email', 'Boss@Example.com', '--password', PASSWORD, '--username', 'boss', '--role', 'admin'))
          .stdout;
        failure = await cli('set-role', '--email', 'nobody@example.com', '--role', 'admin').catch((e) => e);
      });
      expect(created).toMatch(/created user \d+ <Boss@Example.com> \(boss\) as admin/);
      expect(failure).toMatchObject({ code: 1, stderr: expect.stringContaining('no user with e-mail nobody@example.com') });
      const login = await h.request('POST', '/auth/login', { body: { email: 'boss@example.com', password: PASSWORD } });
      expect((await h.request('GET', '/admin/orders', { token: login.body.access_token })).status).toBe(200);
      await h.offline(async () => {
        expect((await cli('set-role', '--email', 'boss@example.com', '--role', 'customer')).stdout).toMatch(/is now customer/);
      });
      expect((await h.request('GET', '/admin/orders', { token: login.body.access_token })).status).toBe(403);
    },
    SETUP_TIMEOUT,
  );
});
