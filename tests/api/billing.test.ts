// Issue 28 on the API: PO, job and pickup on the order; tax certificates (upload rules, staff
// only, exemption while approved and unexpired); staff confirmation totals; invoices numbered
// without gaps under concurrent shipments; payments; 403 for customers on every staff route.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INVOICE_NUMBER_PATTERN } from '#domain/orders/billing';
import { billingSteps, nextYear, PDF_BYTES, PURCHASE } from './billing.helpers';
import { checkoutBody, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { readPdf } from './pdf-text';

let h: Harness;
let staff: string;
let steps: ReturnType<typeof billingSteps>;
beforeAll(async () => {
  h = await setup({
    products: [
      { id: 1, slug: 'fusion-splicer', price: 100, stock: 50 },
      { id: 2, slug: 'power-meter', price: 50.5, stock: 500 },
    ],
  });
  staff = (await h.user({ role: 'admin' })).token;
  steps = billingSteps(h);
}, SETUP_TIMEOUT);
afterAll(() => h.close(), SETUP_TIMEOUT);

describe('checkout: company, PO number, job, pickup', () => {
  test('the order keeps them, the desk finds the order by PO number, pickup charges no shipping', async () => {
    const { token } = await h.user();
    const order = await steps.checkout(token, { fulfilment: 'pickup' });
    expect(order).toMatchObject({
      company: PURCHASE.company,
      po_number: 'PO-88231',
      job_reference: PURCHASE.jobReference,
      fulfilment: 'pickup',
    });
    expect(order).toMatchObject({ subtotal: 101, shipping_cost: 0, tax: 7.07, total_amount: 108.07, tax_exempt: false });
    const found = await steps.as(staff).get('/admin/orders?q=PO-88231');
    expect(found.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
  });

  test('a pickup needs no delivery address and keeps none; shipping without one is a 422 on each field', async () => {
    const { token } = await h.user();
    const { address1, address2, city, state, postalCode, country, ...contact } = checkoutBody;
    const pickup = await steps.checkout(token, { ...contact, fulfilment: 'pickup' }, 1, { omit: true });
    expect(pickup).toMatchObject({ fulfilment: 'pickup', shipping_address: '', shipping_city: '', shipping_zip: '', shipping_cost: 0 });
    // An address the form still held is not kept for a pickup.
    const held = await steps.checkout(token, { fulfilment: 'pickup', address1, address2, city, state, postalCode, country });
    expect(held).toMatchObject({ shipping_address: '', shipping_city: '', shipping_state: '', shipping_country: '' });

    await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
    const r = await h.request('POST', '/orders', {
      token,
      body: { ...contact, fulfilment: 'ship', city: ' ' },
      headers: { 'Idempotency-Key': `k-${Date.now()}` },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail.map((d: { loc: string[]; msg: string }) => [d.loc[1], d.msg])).toEqual([
      ['address1', 'Address is required'],
      ['city', 'City is required'],
      ['postalCode', 'Postal code is required'],
      ['country', 'Country is required'],
    ]);
  });

  test('a PO number over 50 characters is a 422 on that field', async () => {
    const { token } = await h.user();
    await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
    const r = await h.request('POST', '/orders', {
      token,
      body: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phone: '2105550100',
        address1: 'x',
        city: 'y',
        postalCode: '78205',
        country: 'US',
        paymentMethod: 'check',
        poNumber: 'P'.repeat(51),
      },
      headers: { 'Idempotency-Key': `k-${Date.now()}` },
    });
    expect(r.status).toBe(422);
    expect(r.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'poNumber'], msg: 'PO number must not exceed 50 characters' }),
    );
  });
});

describe('tax certificates', () => {
  test('a file that is not a PDF, JPEG or PNG by its bytes is refused, whatever its name', async () => {
    const { token } = await h.user();
    const r = await steps.upload(token, { bytes: new TextEncoder().encode('<html>not a pdf</html>'), name: 'certificate.pdf' });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'The file must be a PDF, JPEG or PNG', type: 'file_type' }]);
  });

  test('a file over 5 MB is a 422 with a clear message; a missing expiry too', async () => {
    const { token } = await h.user();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PDF_BYTES);
    const r = await steps.upload(token, { bytes: big, name: 'big.pdf' });
    expect(r.status).toBe(422);
    expect(r.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'The file is larger than 5 MB', type: 'too_big' }]);
    const noDate = await steps.upload(token, { bytes: PDF_BYTES, name: 'c.pdf' }, { company: 'X', expires_on: '' });
    expect(noDate.status).toBe(422);
    expect(noDate.body.detail[0].loc).toEqual(['body', 'expires_on']);
  });

  test('only staff read a certificate, as an attachment with its real type', async () => {
    const { token } = await h.user();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const up = await steps.upload(token, { bytes: png, name: 'resale.jpg', type: 'image/jpeg' });
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ status: 'pending', content_type: 'image/png', size_bytes: png.length, company: PURCHASE.company });
    const path = `/admin/tax-certificates/${up.body.id}/file`;
    expect((await steps.as(token).get(path)).status).toBe(403);
    expect((await h.request('GET', path)).status).toBe(401);
    const res = await h.app.request(path, { headers: { authorization: `Bearer ${staff}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    // Named after its id and the type its bytes show, not the uploader's name (resale.jpg).
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="certificate-${up.body.id}.png"`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(png);
    // Deleting the account deletes the certificate and its stored file.
    const files = async () => (await h.db.query<{ n: number }>('SELECT count(*)::int AS n FROM stored_files')).rows[0].n;
    const before = await files();
    await h.db.query('DELETE FROM users WHERE id = (SELECT user_id FROM tax_certificates WHERE id = $1)', [up.body.id]);
    expect(await files()).toBe(before - 1);
    expect((await steps.as(staff).get(path)).status).toBe(404);
  });

  test('exemption applies only while the certificate is approved and unexpired', async () => {
    const { token, user } = await h.user();
    const up = await steps.upload(token, { bytes: PDF_BYTES, name: 'exempt.pdf' });
    expect((await steps.checkout(token)).tax).toBe(7.07); // pending
    expect((await steps.as(token).get('/account/billing')).body).toMatchObject({ tax_exempt: false, company: PURCHASE.company });

    const approved = await steps.as(staff).patch(`/admin/tax-certificates/${up.body.id}`, { status: 'approved' });
    expect(approved.body.status).toBe('approved');
    const exempt = await steps.checkout(token);
    expect(exempt).toMatchObject({ tax: 0, tax_exempt: true, total_amount: 111 });
    const { rows } = await h.db.query('SELECT tax_certificate_id FROM orders WHERE id = $1', [exempt.id]);
    expect(rows[0].tax_certificate_id).toBe(up.body.id);

    await h.db.query(`UPDATE tax_certificates SET expires_on = CURRENT_DATE - 1 WHERE id = $1`, [up.body.id]);
    expect((await steps.checkout(token)).tax).toBe(7.07);
    await h.db.query(`UPDATE tax_certificates SET expires_on = CURRENT_DATE WHERE id = $1`, [up.body.id]);
    expect((await steps.checkout(token)).tax).toBe(0);

    const rejected = await steps.as(staff).patch(`/admin/tax-certificates/${up.body.id}`, { status: 'rejected', reason: 'Unsigned' });
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Unsigned' });
    expect((await steps.checkout(token)).tax).toBe(7.07);
    expect((await steps.as(staff).patch(`/admin/tax-certificates/${up.body.id}`, { status: 'rejected' })).status).toBe(422);

    const desk = await steps.as(staff).get(`/admin/customers?q=${encodeURIComponent(user.email)}`);
    expect(desk.body.items).toEqual([
      expect.objectContaining({ id: user.id, certificates: [expect.objectContaining({ status: 'rejected' })] }),
    ]);
  });
});

describe('confirmation, invoice and payment', () => {
  test('confirmation: contract price and freight, totals from the server, the request kept; net 30 only with approved terms', async () => {
    const { token, user } = await h.user();
    const order = await steps.checkout(token, {}, 3); // 3 × 50.50
    const line = order.items[0].id;
    const body = { lines: [{ id: line, unit_price: 45.25 }], freight: 185, payment_terms: 'net_30', expected_ship_date: nextYear() };
    const refused = await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, body);
    expect(refused.status).toBe(422);
    expect(refused.body.detail[0]).toMatchObject({
      loc: ['body', 'payment_terms'],
      msg: 'Net 30 is only for customers approved for terms',
    });

    expect((await steps.as(staff).patch(`/admin/customers/${user.id}`, { net_terms: true })).status).toBe(200);
    const r = await steps.as(staff).post(`/admin/orders/${order.id}/confirm`, body);
    expect(r.status).toBe(200);
    // 3 × 45.25 = 135.75; shipping 10 + freight 185; tax 7 % of 135.75 = 9.5025 → 9.50
    expect(r.body).toMatchObject({ subtotal: 135.75, shipping_cost: 195, freight_cost: 185, tax: 9.5, total_amount: 340.25 });
    expect(r.body).toMatchObject({ requested_total: 172.11, payment_terms: 'net_30', expected_ship_date: nextYear() });
    expect(r.body.items[0]).toMatchObject({ unit_price: 45.25, requested_unit_price: 50.5, total_price: 135.75 });
    expect(r.body.confirmed_at).toEqual(expect.any(String));

    const unknownLine = await steps
      .as(staff)
      .post(`/admin/orders/${order.id}/confirm`, { ...body, lines: [{ id: 999999, unit_price: 1 }] });
    expect(unknownLine.body.detail[0].loc).toEqual(['body', 'lines', 0, 'id']);
    // The customer may no longer cancel; staff still may.
    expect((await steps.as(token).post(`/orders/${order.id}/cancel`)).status).toBe(409);
    const pdf = await h.app.request(`/orders/${order.id}/confirmation.pdf`, { headers: { authorization: `Bearer ${token}` } });
    const { text } = readPdf(new Uint8Array(await pdf.arrayBuffer()));
    for (const t of [`Order confirmation ${order.reference}`, 'PO number PO-88231', 'Freight $185.00', 'Total $340.25', 'Net 30'])
      expect(text).toContain(t);
    expect((await steps.as(staff).patch(`/admin/orders/${order.id}`, { status: 'cancelled' })).body.status).toBe('cancelled');
  });

  test('shipping makes the invoice; payments until covered set paid_at; the desk filters awaiting and overdue', async () => {
    const { token } = await h.user();
    const order = await steps.checkout(token); // 2 × 50.50 + 10 shipping + 7.07 tax
    expect(order.total_amount).toBe(118.07);
    expect((await h.app.request(`/orders/${order.id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    const shipped = (await steps.ship(staff, order.id)).body;
    expect(shipped.invoice_number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(shipped.due_date).toBe(shipped.invoiced_at.slice(0, 10)); // no terms: due on issue

    const awaiting = await steps.as(staff).get('/admin/orders?payment=awaiting&size=100');
    expect(awaiting.body.items.map((o: { id: string }) => o.id)).toContain(order.id);
    await h.db.query(`UPDATE orders SET due_date = CURRENT_DATE - 1 WHERE id = $1`, [order.id]);
    const overdue = await steps.as(staff).get('/admin/orders?payment=overdue&size=100');
    expect(overdue.body.items.map((o: { id: string }) => o.id)).toContain(order.id);

    const pay = (amount: number) =>
      steps
        .as(staff)
        .post(`/admin/orders/${order.id}/payments`, { amount, method: 'wire_ach', paid_on: '2026-11-20', reference: 'FED 0042' });
    const part = await pay(100.07);
    expect(part.body).toMatchObject({ amount_paid: 100.07, paid_at: null });
    const over = await pay(18.01);
    expect(over.status).toBe(422);
    expect(over.body.detail[0]).toMatchObject({ loc: ['body', 'amount'], msg: 'Amount is more than the $18.00 still owed' });
    expect((await pay(0.1 + 0.2)).status).toBe(200); // 0.30 in cents, no float residue
    const rest = await pay(17.7);
    expect(rest.body).toMatchObject({ amount_paid: 118.07, paid_at: expect.any(String) });
    expect((await pay(1)).status).toBe(409);
    expect((await steps.as(staff).get(`/admin/orders/${order.id}/payments`)).body).toHaveLength(3);
    const after = await steps.as(staff).get('/admin/orders?payment=awaiting&size=100');
    expect(after.body.items.map((o: { id: string }) => o.id)).not.toContain(order.id);

    const invoice = await h.app.request(`/orders/${order.id}/invoice.pdf`, { headers: { authorization: `Bearer ${token}` } });
    expect(invoice.headers.get('content-disposition')).toBe(`attachment; filename="${shipped.invoice_number}.pdf"`);
    const { text } = readPdf(new Uint8Array(await invoice.arrayBuffer()));
    for (const t of [
      `Invoice ${shipped.invoice_number}`,
      'PO number PO-88231',
      `Job name / reference ${PURCHASE.jobReference}`,
      'Total $118.07',
    ])
      expect(text).toContain(t);

    const audit = await steps.as(staff).get(`/admin/audit?action=order.payment`);
    expect(audit.body.items.filter((e: { target: string }) => e.target === order.reference)).toHaveLength(3);
  });

  test('20 concurrent shipments: invoice numbers unique and without gaps', async () => {
    const { token } = await h.user();
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await steps.checkout(token, {}, 1));
    const before = (await h.db.query<{ last_number: number }>('SELECT last_number FROM invoice_counter')).rows[0].last_number;
    // Each order shipped twice at once: one of the two is refused and must not use up a number.
    const answers = await Promise.all(orders.flatMap((o) => [steps.ship(staff, o.id), steps.ship(staff, o.id)]));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(20);
    const numbers = answers.filter((a) => a.status === 200).map((a) => Number(a.body.invoice_number.slice(4)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
  });

  test('buy again: today’s price and stock, and what changed', async () => {
    const { token } = await h.user();
    const order = await steps.checkout(token, {}, 4);
    await h.db.query('UPDATE inventory SET stock = 3 WHERE product_id = 2');
    try {
      const r = await steps.as(token).post(`/orders/${order.id}/buy-again`);
      expect(r.status).toBe(200);
      expect(r.body.cart).toEqual([expect.objectContaining({ product_id: 2, quantity: 3, product_price: 50.5 })]);
      expect(r.body.changes).toEqual(['power meter: only 3 of 4 added (stock left)']);
    } finally {
      await h.db.query('UPDATE inventory SET stock = 500 WHERE product_id = 2');
    }
  });
});

test('customers get 403 on every staff billing route', async () => {
  const { token } = await h.user();
  const id = '00000000-0000-4000-8000-000000000000';
  const calls: [string, string][] = [
    ['GET', '/admin/customers'],
    ['PATCH', '/admin/customers/1'],
    ['GET', '/admin/tax-certificates/1/file'],
    ['PATCH', '/admin/tax-certificates/1'],
    ['POST', `/admin/orders/${id}/confirm`],
    ['POST', `/admin/orders/${id}/payments`],
    ['GET', `/admin/orders/${id}/payments`],
    ['GET', `/admin/orders/${id}/invoice.pdf`],
    ['GET', `/admin/orders/${id}/confirmation.pdf`],
  ];
  for (const [method, path] of calls)
    expect((await h.request(method, path, { token, body: method === 'GET' ? undefined : {} })).status, `${method} ${path}`).toBe(403);
});
