// Issue 28 in the browser, at 1280 and 360 px, against a server of this file's own that
// delivers its mail to a real SMTP server: a contractor checks out with a PO number, uploads
// a tax certificate, staff approve it, the next checkout is tax-exempt; staff confirm that
// order with a freight line (the customer sees it and gets the PDF by mail), ship it (the
// invoice PDF downloads from the order page) and record the payment (the order is Paid).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { decoded, mimeAttachment } from '../api/smtp-server';
import { readPdf } from '../api/pdf-text';
import { startMailedServer } from './support/server';
import { test, expect } from './support/fixtures';
import { login, signIn, STAFF, type Session } from './staff.helpers';

let server: Awaited<ReturnType<typeof startMailedServer>>;
test.describe.configure({ mode: 'default', timeout: 240_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startMailedServer(STAFF);
});
test.afterAll(async () => server?.stop());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const COMPANY = 'Lone Star Fiber LLC';

async function staffPage(browser: Browser, viewport: { width: number; height: number }, session: Session) {
  const context = await browser.newContext({ viewport });
  await signIn(context, session);
  return context.newPage();
}

async function checkout(page: Page, base: string, token: string, purchase: { po: string; job: string }) {
  const cart = await page.request.post(`${base}/api/cart/items`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { product_id: 1, quantity: 1 },
  });
  expect(cart.ok()).toBe(true);
  await page.goto(`${base}/checkout`);
  await expect(page.getByLabel('Company')).toHaveValue(/.*/);
  await page.getByLabel('Phone').fill('(210) 555-0100');
  await page.getByLabel('Address', { exact: true }).fill('100 Main Street');
  await page.getByLabel('City').fill('San Antonio');
  await page.getByLabel('Postal Code').fill('78205');
  await page.getByLabel('Country').fill('United States');
  await page.getByLabel('PO number').fill(purchase.po);
  await page.getByLabel('Job name / reference').fill(purchase.job);
}

test('contractor: PO number, certificate, exempt checkout, confirmation with freight, invoice, payment', async ({
  page,
  context,
  browser,
  expectNoAxeViolations,
}, info) => {
  const base = server.baseURL;
  const viewport = page.viewportSize()!;
  const tag = `${Date.now().toString(36)}${info.project.name}`;
  const email = `buyer.${tag}@example.com`;
  const reg = await page.request.post(`${base}/api/auth/register`, {
    data: { email, username: `b${tag}`.slice(0, 20), password: 'Customer1x', first_name: 'Rosa', last_name: 'Garza', phone: '2105550100' },
  });
  const customer: Session = { token: (await reg.json()).access_token, user: (await reg.json()).user };
  await signIn(context, customer);

  // 1. Checkout with a PO number and a job: 7 % tax.
  await checkout(page, base, customer.token, { po: 'PO-1001', job: 'Alamo Heights FTTH' });
  await page.getByLabel('Company').fill(COMPANY);
  await expect(page.getByText('Tax (7%)')).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('checkout.png'), fullPage: true });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success/, { timeout: 30_000 });

  // 2. The certificate, uploaded on /account.
  await page.goto(`${base}/account`);
  await page.getByRole('button', { name: 'Upload a certificate' }).click();
  await page.getByLabel('Certificate file').setInputFiles({ name: 'resale-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByLabel('Company name on the certificate')).toHaveValue(COMPANY);
  await page.getByLabel('Expiry date').fill(`${new Date().getUTCFullYear() + 1}-12-31`);
  await page.getByRole('button', { name: 'Upload certificate' }).click();
  await expect(page.getByRole('list', { name: 'Your certificates' })).toContainText('Pending');
  await expectNoAxeViolations();

  // 3. Staff approve it on /staff/customers.
  const staff = await staffPage(browser, viewport, await login(page.request, base, STAFF.email, STAFF.password));
  await staff.goto(`${base}/staff/customers`);
  await staff.getByRole('button', { name: `Approve certificate of ${COMPANY}` }).click();
  await expect(staff.getByText('No certificate waits for review.')).toBeVisible();
  await staff.getByLabel('Only certificates to review').uncheck();
  await expect(staff.getByRole('list', { name: `Certificates of ${email}` })).toContainText('Approved');
  await expectNoAxeViolations(staff);
  await staff.screenshot({ path: info.outputPath('staff-customers.png'), fullPage: true });

  // 4. The next checkout is tax-exempt.
  await checkout(page, base, customer.token, { po: 'PO-1002', job: 'Stone Oak backbone' });
  await expect(page.getByLabel('Company')).toHaveValue(COMPANY);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Tax exempt (certificate on file)');
  await expect(summary).toContainText('$19,000.00'); // 18,990 + 10 shipping, no tax
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-success/, { timeout: 30_000 });
  const orders = await (await page.request.get(`${base}/api/orders`, { headers: { Authorization: `Bearer ${customer.token}` } })).json();
  const order = orders.find((o: { po_number: string }) => o.po_number === 'PO-1002');
  expect(order).toMatchObject({ tax: 0, tax_exempt: true });

  // 5. Staff confirm it with a freight line.
  await staff.goto(`${base}/staff/orders`);
  await staff.getByLabel('Search by reference, customer or e-mail').fill(order.reference);
  const table = staff.getByRole('table', { name: 'Orders' });
  const row = table.locator('tbody tr[data-row]');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /View details/ }).click();
  // The order's details and actions open in the row beneath it.
  const details = table.locator('.data-table-detail');
  await details.getByRole('button', { name: 'Confirm order' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Confirm order' });
  await dialog.getByLabel('Freight').fill('185');
  await dialog.getByLabel('Payment terms').selectOption('wire_ach');
  await expectNoAxeViolations(staff);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(dialog).toBeHidden();
  await expect(details).toContainText('Wire / ACH');

  // The customer sees the confirmed figures, and gets the PDF by mail.
  await page.goto(`${base}/orders/${order.id}`);
  await expect(page.getByText('Freight')).toBeVisible();
  await expect(page.getByText('$185.00')).toBeVisible();
  await expect(page.getByText('PO-1002')).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('order-confirmed.png'), fullPage: true });
  await expect.poll(() => server.smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = server.smtp.received.find((m) => m.to.includes(email) && decoded(m.raw).includes(`Order ${order.reference} confirmed`))!;
  expect(readPdf(mimeAttachment(mail.raw, 'application/pdf').bytes).text).toContain('Freight $185.00');

  // 6. Shipped: the invoice downloads from the order page.
  await details.getByRole('button', { name: 'Mark as Shipped' }).click();
  const ship = staff.getByRole('dialog');
  await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(ship).toBeHidden();
  await page.reload();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Invoice (PDF)' }).click();
  const file = await (await download).path();
  expect(readPdf(readFileSync(file)).text).toMatch(/Invoice INV-\d{6}/);

  // 7. Payment recorded: the order list says Paid.
  await details.getByRole('button', { name: 'Record payment' }).click();
  const pay = staff.getByRole('dialog', { name: 'Record payment' });
  await pay.getByLabel('Reference').fill('FED 20260412');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await expect(pay).toBeHidden();
  await page.goto(`${base}/orders`);
  await expect(page.getByRole('listitem').filter({ hasText: order.reference })).toContainText('Paid');
  await page.goto(`${base}/orders/${order.id}`);
  await expect(page.getByRole('region', { name: 'Where your order is' })).toContainText('Paid');
  await page.screenshot({ path: info.outputPath('order-paid.png'), fullPage: true });
  await staff.context().close();
});
