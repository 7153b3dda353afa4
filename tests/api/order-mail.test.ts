// The shop's order e-mails, delivered by the worker to a real SMTP server: shipped (with the
// tracking number and the carrier's link), delivered and cancelled to the customer, a
// customer's cancellation to the team; each once, also with two API instances on PostgreSQL.
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/index';
import { startMailWorker, type MailWorker } from '#server/mail/worker';
import { asServed, checkoutBody, newKey, PG_URL, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { decoded, mailParts, missingFromParts, startSmtpServer, type SmtpTestServer } from './smtp-server';

const TEAM = 'orders-team@fiber.test';
const SHOP_ADDRESS = '4715 Walzem Road, Suite 210, San Antonio, TX 78218';
let h: Harness;
let smtp: SmtpTestServer;
let staff: { token: string };
const workers: MailWorker[] = [];

beforeAll(async () => {
  h = await setup({ env: { TEAM_EMAIL: TEAM } });
  smtp = await startSmtpServer();
  staff = await h.user({ role: 'admin' });
}, SETUP_TIMEOUT);
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});
afterAll(async () => {
  await smtp.close();
  await h.close();
});

const startWorker = (db = h.db) => {
  const config = {
    smtpUrl: smtp.url,
    mailFrom: 'FiberPro Texas <no-reply@fiber.test>',
    mail: { rateLimit: 100, pollMs: 20, retryBaseMs: 40, maxAttempts: 5 },
    siteUrl: h.config.siteUrl,
    jwtSecret: h.config.jwtSecret,
  };
  workers.push(startMailWorker({ db, config, log: () => {}, transport: smtp.transport() })!);
};

let n = 0;
/** A customer's order of two power meters; answers the order, the customer's token and address. */
async function placeOrder(firstName = 'Grace') {
  const email = `buyer${++n}.${Date.now().toString(36)}@example.com`;
  const { token } = await h.user({ email });
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 2 } });
  const r = await h.request('POST', '/orders', {
    token,
    body: { ...checkoutBody, firstName, email },
    headers: { 'Idempotency-Key': newKey() },
  });
  expect(r.status).toBe(201);
  return { order: r.body as { id: string; reference: string }, token, email };
}

const setStatus = (id: string, body: object, token = staff.token, app = h.app) =>
  app.request(`/admin/orders/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const mailTo = (address: string) => smtp.received.filter((m) => m.to.includes(address));
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim();
/** Waits until the outbox has nothing left to send, so a late duplicate would have arrived. */
async function settled() {
  await expect
    .poll(async () => (await h.db.query("SELECT 1 FROM mail_outbox WHERE state IN ('pending', 'sending')")).rows.length, {
      timeout: 10_000,
    })
    .toBe(0);
}

describe('order e-mails from the server', () => {
  test('shipping mails the customer once: reference, items, method, tracking number and the UPS link', async () => {
    startWorker();
    const { order, email } = await placeOrder();
    const ship = { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'Express Shipping' };
    expect((await setStatus(order.id, ship)).status).toBe(200);
    expect((await setStatus(order.id, ship)).status).toBe(409);
    await expect.poll(() => mailTo(email).length, { timeout: 10_000 }).toBe(1);
    await settled();
    expect(mailTo(email)).toHaveLength(1);

    const mime = decoded(mailTo(email)[0].raw);
    expect(subjectOf(mime)).toBe(`Your order ${order.reference} has shipped`);
    expect(mime).toMatch(/^Reply-To: orders-team@fiber\.test\r?$/m);
    expect(mime).toContain('multipart/alternative');
    expect(mime).toContain('Tracking number: 1Z999AA10123456784');
    expect(mime).toContain('by Express Shipping');
    expect(mime).toContain('2 × power meter — $101.00');
    expect(mime).toContain('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(mime).toContain(`${h.config.siteUrl}/orders/${order.id}`);
    // The shop's footer, once in each part.
    expect(mime.match(new RegExp(SHOP_ADDRESS, 'g'))?.length).toBe(2);
    const raw = mailTo(email)[0].raw;
    expect(
      missingFromParts(raw, [
        'Your order has shipped',
        order.reference,
        'is on its way by Express Shipping.',
        'Tracking number: ',
        '1Z999AA10123456784',
        'Track it with UPS',
        'https://www.ups.com/track?tracknum=1Z999AA10123456784',
        '2 × power meter — $101.00',
        'Total: ',
        'Shipping to: ',
        'See your order',
        `${h.config.siteUrl}/orders/${order.id}`,
        SHOP_ADDRESS,
        'info@fiberpro-texas.com',
      ]),
    ).toEqual([]);
    expect(mailParts(raw).text).toContain('Tracking number: 1Z999AA10123456784');
  });

  test('delivered and a staff cancellation mail the customer; a repeated status mails nothing', async () => {
    startWorker();
    const shipped = await placeOrder();
    await setStatus(shipped.order.id, { status: 'shipped', tracking_number: 'PRO-4471902', shipping_method: 'Freight (LTL)' });
    expect((await setStatus(shipped.order.id, { status: 'delivered' })).status).toBe(200);
    expect((await setStatus(shipped.order.id, { status: 'delivered' })).status).toBe(200);
    const cancelled = await placeOrder();
    expect((await setStatus(cancelled.order.id, { status: 'cancelled' })).status).toBe(200);
    expect((await setStatus(cancelled.order.id, { status: 'cancelled' })).status).toBe(200);

    await expect.poll(() => mailTo(shipped.email).length + mailTo(cancelled.email).length, { timeout: 10_000 }).toBe(3);
    await settled();
    expect(
      mailTo(shipped.email)
        .map((m) => subjectOf(m.raw))
        .sort(),
    ).toEqual([`Your order ${shipped.order.reference} has shipped`, `Your order ${shipped.order.reference} was delivered`]);
    // A freight PRO number has no carrier page: no link, the number is still there.
    const shippedMime = decoded(mailTo(shipped.email).find((m) => subjectOf(m.raw)?.endsWith('has shipped'))!.raw);
    expect(shippedMime).toContain('Tracking number: PRO-4471902');
    expect(shippedMime).not.toContain('Track it with');
    expect(mailTo(cancelled.email).map((m) => subjectOf(m.raw))).toEqual([`Your order ${cancelled.order.reference} was cancelled`]);
    const delivered = mailTo(shipped.email).find((m) => subjectOf(m.raw)?.endsWith('was delivered'))!.raw;
    expect(
      missingFromParts(delivered, [
        'Hello Grace Lovelace,',
        shipped.order.reference,
        'was delivered. Thank you for buying from FiberPro Texas.',
        '2 × power meter — $101.00',
        'Something missing or damaged? Reply to this e-mail within 30 days',
        `${h.config.siteUrl}/orders/${shipped.order.id}`,
        SHOP_ADDRESS,
      ]),
    ).toEqual([]);
    expect(
      missingFromParts(mailTo(cancelled.email)[0].raw, [
        'Your order was cancelled',
        cancelled.order.reference,
        'the full amount is refunded to your payment method within 5 business days.',
        '2 × power meter — $101.00',
        `${h.config.siteUrl}/orders/${cancelled.order.id}`,
        SHOP_ADDRESS,
      ]),
    ).toEqual([]);
    expect(mailTo(TEAM)).toHaveLength(0);
  });

  test('a customer cancelling tells the team (reply goes to the customer), with what they typed escaped', async () => {
    startWorker();
    const { order, token, email } = await placeOrder('<img src=x onerror=alert(1)>');
    const r = await h.request('POST', `/orders/${order.id}/cancel`, { token });
    expect(r.status).toBe(200);
    await expect.poll(() => mailTo(TEAM).filter((m) => m.raw.includes(order.reference)).length, { timeout: 10_000 }).toBe(1);
    await settled();
    expect(mailTo(email)).toHaveLength(0);

    const mime = decoded(mailTo(TEAM).find((m) => m.raw.includes(order.reference))!.raw);
    expect(subjectOf(mime)).toBe(`Order ${order.reference} cancelled by the customer`);
    expect(mime).toMatch(new RegExp(`^Reply-To: ${email.replace(/\./g, '\\.')}\\r?$`, 'm'));
    const { text, html } = mailParts(mailTo(TEAM).find((m) => m.raw.includes(order.reference))!.raw);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(text).toContain(`<img src=x onerror=alert(1)> Lovelace (${email}) cancelled order ${order.reference} on the website.`);
    expect(
      missingFromParts(mailTo(TEAM).find((m) => m.raw.includes(order.reference))!.raw, [
        `Order ${order.reference} cancelled by the customer`,
        'The stock of its items is back on the shelf; refund any payment received.',
        '2 × power meter — $101.00',
        'Order desk',
        `${h.config.siteUrl}/staff/orders`,
      ]),
    ).toEqual([]);
    expect(text).not.toContain(SHOP_ADDRESS);
  });

  test('a junk order is mailed to its account’s own address, never to the one typed at checkout, and greeted plainly', async () => {
    startWorker();
    const tag = Date.now().toString(36);
    const account = `owner.${tag}@example.com`;
    const stranger = `stranger.${tag}@example.net`;
    const { token } = await h.user({ email: account });
    await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
    const junk = { ...checkoutBody, firstName: 'URGENT account suspended', lastName: 'call 210-555-0199 now', email: stranger };
    const placed = await h.request('POST', '/orders', { token, body: junk, headers: { 'Idempotency-Key': newKey() } });
    expect(placed.status).toBe(201);
    expect((await setStatus(placed.body.id, { status: 'cancelled' })).status).toBe(200);
    await expect.poll(() => mailTo(account).length, { timeout: 10_000 }).toBe(1);
    await settled();
    expect(mailTo(stranger)).toHaveLength(0);
    const mime = decoded(mailTo(account)[0].raw);
    expect(subjectOf(mime)).toBe(`Your order ${placed.body.reference} was cancelled`);
    expect(mime).toContain('Hello,');
    expect(mime).not.toMatch(/URGENT|210-555-0199/);
  });

  test.runIf(PG_URL)('two API instances on one PostgreSQL: a status set from both at once is mailed once', async () => {
    const second = await openDatabase(h.config);
    try {
      const other = asServed(createApp({ db: second, config: h.config, log: () => {} }));
      startWorker();
      startWorker(second);
      const orders = await Promise.all([placeOrder(), placeOrder(), placeOrder()]);
      for (const { order } of orders) {
        const answers = await Promise.all([
          setStatus(order.id, { status: 'cancelled' }),
          setStatus(order.id, { status: 'cancelled' }, staff.token, other),
        ]);
        expect(answers.map((a) => a.status)).toEqual([200, 200]);
      }
      await expect.poll(() => orders.reduce((sum, o) => sum + mailTo(o.email).length, 0), { timeout: 10_000 }).toBe(3);
      await settled();
      for (const o of orders) expect(mailTo(o.email)).toHaveLength(1);
    } finally {
      await Promise.all(workers.splice(0).map((w) => w.stop()));
      await second.close();
    }
  });
});
