// The inventory desk's API: live stock with what processing orders hold, adjustments with a
// reason, and a ledger whose rows always add up to the change of stock.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signToken } from '#server/auth/tokens';
import { checkoutBody, knownHash, newKey, PG_URL, setup, type Harness, SETUP_TIMEOUT } from './helpers';

let h: Harness;
let admin: { token: string; user: { email: string } };
let customer: { token: string };

beforeAll(async () => {
  h = await setup({
    products: [
      { id: 1, slug: 'fusion-splicer', name: 'Fusion Splicer', price: 100, stock: 5 },
      { id: 2, slug: 'splice-sleeves', name: 'Splice Sleeves', price: 20, stock: 2 },
      { id: 9, slug: 'rush-item', name: 'Rush Item', price: 10, stock: 1000 },
    ],
  });
  admin = await h.user({ role: 'admin' });
  customer = await h.user();
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

const adjust = (productId: number | string, body: unknown, token = admin.token) =>
  h.request('POST', `/admin/inventory/${productId}/adjustments`, { token, body });
const movements = async (productId: number) =>
  (await h.request('GET', `/admin/inventory/${productId}/movements?size=100`, { token: admin.token })).body;
const stockOf = async (slug: string) => (await h.request('GET', '/products/stock')).body[slug];
const ledgerSum = async (productId: number) =>
  (await h.db.query<{ s: number }>('SELECT coalesce(sum(change), 0)::int AS s FROM stock_movements WHERE product_id = $1', [productId]))
    .rows[0].s;

async function checkout(token: string, productId: number, quantity: number) {
  await h.request('POST', '/cart/items', { token, body: { product_id: productId, quantity } });
  return h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': newKey() } });
}

describe('GET /admin/inventory', () => {
  test('every product with its part number, live stock, on order and its low-stock threshold', async () => {
    const r = await h.request('GET', '/admin/inventory', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body).toContainEqual({
      product_id: 2,
      slug: 'splice-sleeves',
      name: 'Splice Sleeves',
      part_number: 'FP-CBM-M2',
      stock: 2,
      on_order: 0,
      low_stock_threshold: 2,
    });
    expect(r.body).toHaveLength(3);
  });

  test('on_order counts what processing orders hold, and only those', async () => {
    const buyer = await h.user();
    const order = (await checkout(buyer.token, 1, 2)).body;
    const row = async () => (await h.request('GET', '/admin/inventory', { token: admin.token })).body.find((p: any) => p.product_id === 1);
    expect(await row()).toMatchObject({ stock: 3, on_order: 2 });
    await h.request('PATCH', `/admin/orders/${order.id}`, {
      token: admin.token,
      body: { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' },
    });
    expect(await row()).toMatchObject({ stock: 3, on_order: 0 });
  });
});

describe('adjustments and the ledger', () => {
  test('a restock raises stock at once and is written with who made it', async () => {
    const before = await stockOf('splice-sleeves');
    const r = await adjust(2, { change: 25, reason: 'restock', note: 'Pallet from the Dallas warehouse' });
    expect(r.status).toBe(201);
    expect(r.body.stock).toBe(before + 25);
    expect(r.body.movement).toMatchObject({
      product_id: 2,
      change: 25,
      stock_after: before + 25,
      reason: 'restock',
      actor: admin.user.email,
      note: 'Pallet from the Dallas warehouse',
      order_reference: null,
    });
    expect(await stockOf('splice-sleeves')).toBe(before + 25);
  });

  test('stock never goes below 0: 409 with the desk’s message, nothing written', async () => {
    const before = await stockOf('splice-sleeves');
    const rows = (await movements(2)).total;
    const r = await adjust(2, { change: -(before + 1), reason: 'damaged' });
    expect(r.status).toBe(409);
    expect(r.body).toEqual({ detail: 'Stock cannot go below 0' });
    expect(await stockOf('splice-sleeves')).toBe(before);
    expect((await movements(2)).total).toBe(rows);
  });

  test('bad adjustments get 422 with the field named', async () => {
    for (const [body, field] of [
      [{ change: 0, reason: 'restock' }, 'change'],
      [{ change: 1.5, reason: 'restock' }, 'change'],
      [{ change: '3', reason: 'restock' }, 'change'],
      [{ change: 3, reason: 'checkout' }, 'reason'],
      [{ change: 3, reason: 'restock', note: 'a\u0000b' }, 'note'],
      [{ change: 3, reason: 'restock', note: 'x'.repeat(501) }, 'note'],
      [{ change: 3, reason: 'restock', extra: 1 }, 'body'],
    ] as const) {
      const r = await adjust(2, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(r.body.detail)).toContain(field === 'body' ? 'extra' : field);
    }
  });

  test('unknown products are 404, not 500', async () => {
    expect((await adjust(999, { change: 1, reason: 'restock' })).status).toBe(404);
    expect((await adjust('abc', { change: 1, reason: 'restock' })).status).toBe(404);
    expect((await h.request('GET', '/admin/inventory/999/movements', { token: admin.token })).status).toBe(404);
  });

  test('checkouts and cancellations are in the ledger with the order reference, newest first; the rows add up', async () => {
    const buyer = await h.user();
    const start = await stockOf('fusion-splicer');
    const order = (await checkout(buyer.token, 1, 1)).body;
    expect(order.reference).toMatch(/^ORD-/);
    const cancelled = await h.request('POST', `/orders/${order.id}/cancel`, { token: buyer.token });
    expect(cancelled.status).toBe(200);
    const { items } = await movements(1);
    expect(items[0]).toMatchObject({ reason: 'cancellation', change: 1, stock_after: start, order_reference: order.reference });
    expect(items[1]).toMatchObject({ reason: 'checkout', change: -1, stock_after: start - 1, order_reference: order.reference });
    expect(new Date(items[0].created_at).getTime()).toBeGreaterThanOrEqual(new Date(items[1].created_at).getTime());
    expect(await ledgerSum(1)).toBe((await stockOf('fusion-splicer')) - 5);
  });

  test('movements are paged', async () => {
    for (let i = 0; i < 3; i++) await adjust(2, { change: 1, reason: 'count_correction' });
    const r = await h.request('GET', '/admin/inventory/2/movements?size=2&page=2', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.items).toHaveLength(2);
    expect(r.body.current_page).toBe(2);
    expect(r.body.total).toBeGreaterThanOrEqual(4);
    expect(await ledgerSum(2)).toBe((await stockOf('splice-sleeves')) - 2);
  });
});

const receive = (body: unknown, token = admin.token) => h.request('POST', '/admin/inventory/receipts', { token, body });
const auditOf = async (action: string, target: string) =>
  (
    await h.db.query<{ detail: Record<string, unknown>; actor_email: string }>(
      'SELECT detail, actor_email FROM audit_events WHERE action = $1 AND target = $2 ORDER BY id',
      [action, target],
    )
  ).rows;

describe('receiving several products at once', () => {
  test('one restock ledger line and one audit entry per product, noted with the supplier reference', async () => {
    const [fusion, sleeves] = [await stockOf('fusion-splicer'), await stockOf('splice-sleeves')];
    const r = await receive({
      reference: 'Corning PO 4471 · pallet 2',
      lines: [
        { product_id: 1, quantity: 4 },
        { product_id: 2, quantity: 50 },
      ],
    });
    expect(r.status).toBe(201);
    expect(r.body.reference).toBe('Corning PO 4471 · pallet 2');
    expect(r.body.lines.map((l: any) => [l.product_id, l.stock])).toEqual([
      [1, fusion + 4],
      [2, sleeves + 50],
    ]);
    expect(await stockOf('splice-sleeves')).toBe(sleeves + 50);
    expect((await movements(2)).items[0]).toMatchObject({
      change: 50,
      reason: 'restock',
      note: 'Corning PO 4471 · pallet 2',
      actor: admin.user.email,
    });
    expect((await movements(1)).items[0]).toMatchObject({ change: 4, reason: 'restock', note: 'Corning PO 4471 · pallet 2' });
    expect((await auditOf('inventory.adjust', 'splice-sleeves')).at(-1)).toEqual({
      actor_email: admin.user.email,
      detail: { change: 50, reason: 'restock', note: 'Corning PO 4471 · pallet 2', stock_after: sleeves + 50, receipt: true },
    });
    expect((await auditOf('inventory.adjust', 'fusion-splicer')).at(-1)!.detail).toMatchObject({ change: 4, receipt: true });
  });

  test('all or nothing: a line that would pass the stock maximum books none of the receipt', async () => {
    const rush = await stockOf('rush-item');
    await h.db.query('UPDATE inventory SET stock = 9999999 WHERE product_id = 9');
    const before = [await stockOf('fusion-splicer'), await ledgerSum(1)];
    const r = await receive({
      reference: 'Too much',
      lines: [
        { product_id: 1, quantity: 3 },
        { product_id: 9, quantity: 5 },
      ],
    });
    await h.db.query('UPDATE inventory SET stock = $1 WHERE product_id = 9', [rush]);
    expect(r.status).toBe(409);
    expect([await stockOf('fusion-splicer'), await ledgerSum(1)]).toEqual(before);
    expect((await auditOf('inventory.adjust', 'fusion-splicer')).filter((a) => a.detail.note === 'Too much')).toEqual([]);
  });

  test('bad receipts get 422 naming the line and field; nothing is booked', async () => {
    const before = await ledgerSum(2);
    const cases: [unknown, (string | number)[]][] = [
      [{ reference: '', lines: [{ product_id: 2, quantity: 1 }] }, ['body', 'reference']],
      [{ reference: 'x', lines: [] }, ['body', 'lines']],
      [{ reference: 'x', lines: [{ product_id: 2, quantity: 0 }] }, ['body', 'lines', 0, 'quantity']],
      [{ reference: 'x', lines: [{ product_id: 2, quantity: 1.5 }] }, ['body', 'lines', 0, 'quantity']],
      [
        {
          reference: 'x',
          lines: [
            { product_id: 2, quantity: 1 },
            { product_id: 2, quantity: 3 },
          ],
        },
        ['body', 'lines', 1, 'product_id'],
      ],
      [
        {
          reference: 'x',
          lines: [
            { product_id: 2, quantity: 1 },
            { product_id: 777, quantity: 3 },
          ],
        },
        ['body', 'lines', 1, 'product_id'],
      ],
      [{ reference: 'x', lines: [{ product_id: '2', quantity: 1 }] }, ['body', 'lines', 0, 'product_id']],
    ];
    for (const [body, loc] of cases) {
      const r = await receive(body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(r.body.detail.map((d: any) => d.loc)).toContainEqual(loc);
    }
    expect(await ledgerSum(2)).toBe(before);
  });
});

describe('low-stock threshold', () => {
  const setThreshold = (productId: number | string, body: unknown, token = admin.token) =>
    h.request('PUT', `/admin/inventory/${productId}/threshold`, { token, body });
  const row = async (id: number) =>
    (await h.request('GET', '/admin/inventory', { token: admin.token })).body.find((p: any) => p.product_id === id);

  test('set on the desk, it replaces the product file’s and is audited with before and after', async () => {
    expect((await row(1)).low_stock_threshold).toBe(2);
    const r = await setThreshold(1, { low_stock_threshold: 8 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ product_id: 1, low_stock_threshold: 8 });
    expect((await row(1)).low_stock_threshold).toBe(8);
    await setThreshold(1, { low_stock_threshold: 0 });
    expect((await row(1)).low_stock_threshold).toBe(0);
    expect((await auditOf('inventory.threshold', 'fusion-splicer')).map((a) => a.detail)).toEqual([
      { from: 2, to: 8 },
      { from: 8, to: 0 },
    ]);
  });

  test('bad values get 422 with the field, unknown products 404; nothing changes', async () => {
    for (const value of [-1, 2.5, '3', null, 10_000_001]) {
      const r = await setThreshold(2, { low_stock_threshold: value });
      expect(r.status, String(value)).toBe(422);
      expect(r.body.detail[0].loc).toEqual(['body', 'low_stock_threshold']);
    }
    expect((await setThreshold(2, {})).body.detail[0]).toMatchObject({ loc: ['body', 'low_stock_threshold'], msg: 'Field required' });
    expect((await setThreshold(777, { low_stock_threshold: 3 })).status).toBe(404);
    expect((await row(2)).low_stock_threshold).toBe(2);
  });
});

describe('access', () => {
  test('customers get 403 and visitors 401 on every inventory route', async () => {
    for (const [method, path, body] of [
      ['GET', '/admin/inventory', undefined],
      ['POST', '/admin/inventory/2/adjustments', { change: 5, reason: 'restock' }],
      ['GET', '/admin/inventory/2/movements', undefined],
      ['POST', '/admin/inventory/receipts', { reference: 'x', lines: [{ product_id: 2, quantity: 1 }] }],
      ['PUT', '/admin/inventory/2/threshold', { low_stock_threshold: 3 }],
    ] as const) {
      expect((await h.request(method, path, { token: customer.token, body })).status).toBe(403);
      expect((await h.request(method, path, { body })).status).toBe(401);
    }
  });
});

async function buyers(n: number): Promise<string[]> {
  const { rows } = await h.db.query<{ id: number; token_version: number }>(
    `INSERT INTO users (email, username, password_hash)
     SELECT 'rush' || i || '@example.com', 'rush' || i, $1 FROM generate_series(1, $2::int) AS i RETURNING id, token_version`,
    [await knownHash(), n],
  );
  await h.db.query('INSERT INTO cart_items (user_id, product_id, quantity) SELECT unnest($1::bigint[]), 9, 2', [rows.map((r) => r.id)]);
  return Promise.all(rows.map((r) => signToken(r, h.config.jwtSecret)));
}

async function mixedRush() {
  const initial = await stockOf('rush-item');
  const tokens = await buyers(100);
  const changes = Array.from({ length: 100 }, (_, i) => (i % 3 === 0 ? -1 : i % 2 ? 3 : 5));
  const [orders, adjustments] = await Promise.all([
    Promise.all(
      tokens.map((token) => h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'idempotency-key': newKey() } })),
    ),
    Promise.all(changes.map((change) => adjust(9, { change, reason: change > 0 ? 'restock' : 'damaged' }))),
  ]);
  expect(orders.every((r) => r.status === 201)).toBe(true);
  expect(adjustments.every((r) => r.status === 201)).toBe(true);
  const expected = initial + changes.reduce((a, b) => a + b, 0) - 100 * 2;
  expect(await stockOf('rush-item')).toBe(expected);
  expect(await ledgerSum(9)).toBe(expected - 1000);
}

const rushName = '100 concurrent adjustments mixed with 100 concurrent checkouts lose no change';
test.skipIf(!PG_URL)(`on real PostgreSQL: ${rushName} (needs TEST_DATABASE_URL: npm run test:api:pg)`, mixedRush, 120_000);
test.runIf(!PG_URL)(`PGlite, counts only (one session cannot race): ${rushName}`, mixedRush, 120_000);
