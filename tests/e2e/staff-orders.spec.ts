// Staff order desk (/staff/orders) against a real server and database of this file's own,
// with a staff account made by the admin CLI; customers and orders made through the API.
import { readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures';
import {
  customerWithOrder,
  login,
  newCustomer,
  openDetails,
  orderRows,
  ordersTable,
  signIn,
  STAFF,
  useOwnStaffServer,
} from './staff.helpers';

const server = useOwnStaffServer();

test('a customer cannot open the desk nor call the staff routes; a visitor is sent to log in', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}) => {
  const { session, order } = await customerWithOrder(request, server.baseURL, { first: 'Carla', last: 'Nunez' });
  const auth = { Authorization: `Bearer ${session.token}` };
  expect((await request.get(`${server.baseURL}/api/admin/orders`, { headers: auth })).status()).toBe(403);
  expect((await request.get(`${server.baseURL}/api/admin/orders/${order.id}`, { headers: auth })).status()).toBe(403);
  const patch = await request.patch(`${server.baseURL}/api/admin/orders/${order.id}`, { headers: auth, data: { status: 'delivered' } });
  expect(patch.status()).toBe(403);

  await page.goto(`${server.baseURL}/staff/orders`);
  await expect(page).toHaveURL(/\/login\?from=%2Fstaff%2Forders/);

  await signIn(context, session);
  await page.goto(`${server.baseURL}/staff/orders`);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Order Desk' })).toHaveCount(0);
  await expectNoAxeViolations();
});

test('orders newest first, search and filter, details, shipped with tracking reaches the customer', async ({
  page,
  context,
  browser,
  request,
  expectNoAxeViolations,
}) => {
  const first = await customerWithOrder(request, server.baseURL, { first: 'Avery', last: 'Lopez' });
  const second = await customerWithOrder(request, server.baseURL, { first: 'Blake', last: 'Moreno' });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/orders`);

  await expect(page.getByRole('heading', { name: 'Order Desk' })).toBeVisible();
  const rows = orderRows(page);
  await expect(rows.first()).toContainText(second.order.reference);
  const refs = await rows.locator('.font-mono').allTextContents();
  expect(refs.indexOf(second.order.reference)).toBeLessThan(refs.indexOf(first.order.reference));
  await expectNoAxeViolations();

  // Search by e-mail, then a status with no match, then back to everything.
  const search = page.getByLabel('Search by reference, customer or e-mail');
  await search.fill(first.email);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(first.order.reference);
  await search.fill('Moreno');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(second.order.reference);
  await page.getByRole('button', { name: /^Delivered/ }).click();
  await expect(page.getByRole('heading', { name: 'No orders match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await search.fill(first.order.reference);
  await expect(rows).toHaveCount(1);

  // Details: contact, address, payment preference, items.
  const row = rows.first();
  await row.getByRole('button', { name: /View details/ }).click();
  const details = openDetails(page);
  await expect(details.getByText('Avery Lopez')).toBeVisible();
  await expect(details.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
  await expect(details.getByRole('link', { name: '(210) 555-0100' })).toBeVisible();
  await expect(details.getByText('100 Main Street')).toBeVisible();
  await expect(details.getByText('Austin, TX 78701')).toBeVisible();
  await expect(details.getByText('Purchase Order')).toBeVisible();
  await expect(details.getByRole('link', { name: /Pneumatic/i })).toBeVisible();
  await expectNoAxeViolations();

  // Mark shipped: both fields required, confirmed in a dialog, reflected at once.
  await details.getByRole('button', { name: 'Mark as Shipped' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark order as shipped' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Shipping method').fill('');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(dialog.getByText('Tracking number is required')).toBeVisible();
  await expect(dialog.getByText('Shipping method is required')).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByLabel('Tracking number').fill('1Z999AA10123456784');
  await dialog.getByLabel('Shipping method').fill('Freight (LTL)');
  await dialog.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Order ${first.order.reference} marked as shipped`)).toBeVisible();
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(details.getByText('1Z999AA10123456784')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  // The customer sees the tracking message on their order page.
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await signIn(customer, first.session);
  const customerPage = await customer.newPage();
  await customerPage.goto(`${server.baseURL}/orders/${first.order.id}`);
  await expect(customerPage.getByText(/Tracking number: 1Z999AA10123456784/)).toBeVisible();
  await customer.close();

  // Delivered, after a confirmation.
  await details.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark order as delivered' });
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(deliver).toBeHidden();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
});

test('cancelling asks first; Back keeps the order as it was', async ({ page, context, request }) => {
  const { order } = await customerWithOrder(request, server.baseURL, { first: 'Dana', last: 'Reyes' });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/orders`);
  await page.getByLabel('Search by reference, customer or e-mail').fill(order.reference);
  const row = orderRows(page);
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /View details/ }).click();
  const details = openDetails(page);

  await details.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Processing', { exact: true })).toBeVisible();

  await details.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order ${order.reference} cancelled`)).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});

test('the table: status tabs with counts, sorting, the address keeps the view, keyboard moves, CSV of the rows shown', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const tag = `K${Date.now().toString(36).slice(-4)}`;
  const a = await customerWithOrder(request, server.baseURL, { first: 'Ari', last: `Zamora${tag}` });
  const b = await customerWithOrder(request, server.baseURL, { first: 'Bea', last: `Abbott${tag}` });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/orders`);

  // Tabs count every status; the search narrows the counts too.
  const tabs = page.getByRole('navigation', { name: 'Orders by status' });
  await expect(tabs.getByRole('button', { name: /^All \d+$/ })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('/');
  await expect(page.getByLabel(/Search by reference/)).toBeFocused();
  await page.keyboard.type(tag);
  await expect(tabs.getByRole('button', { name: 'Processing 2' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Shipped 0' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));

  // Sorting by customer (as written, first name first): Ari before Bea, then the other way round.
  const rows = orderRows(page);
  await expect(rows).toHaveCount(2);
  const customer = ordersTable(page).getByRole('button', { name: /^Customer/ });
  await customer.click();
  await expect(ordersTable(page).locator('th[aria-sort="ascending"]')).toContainText('Customer');
  await expect(rows.first()).toContainText(a.order.reference);
  await customer.click();
  await expect(ordersTable(page).locator('th[aria-sort="descending"]')).toContainText('Customer');
  await expect(rows.first()).toContainText(b.order.reference);
  await page.getByRole('button', { name: /^Processing/ }).click();
  await expect(page).toHaveURL(/status=processing/);
  await expect(page).toHaveURL(/sort=customer_name/);
  await expectNoAxeViolations();

  // A reload (or a shared link) opens the same view.
  await page.reload();
  await expect(page.getByLabel(/Search by reference/)).toHaveValue(tag);
  await expect(tabs.getByRole('button', { name: /^Processing/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(ordersTable(page).locator('th[aria-sort="descending"]')).toContainText('Customer');
  await expect(rows.first()).toContainText(b.order.reference);

  // Keyboard: j/↓ and k/↑ move between rows (j first reaches the table from anywhere on the desk), Enter opens the focused one.
  await page.getByRole('heading', { name: 'Order Desk' }).click();
  await page.keyboard.press('j');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(rows.first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(openDetails(page).getByText(`Ari Zamora${tag}`).first()).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('order-desk.png'), fullPage: true });
  // Rows are cards on a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

  // The export holds the rows shown, in the order shown.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await file.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(
    '"Order","Placed","Customer","E-mail","Language","Items","Total","Status","Confirmed","Company","PO number","Job name / reference","Payment status","Tracking number"',
  );
  expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual([`"${b.order.reference}"`, `"${a.order.reference}"`]);
  expect(lines[1]).toContain(`"${b.email}"`);

  // A day range with no orders empties the table and the counts.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-31');
  await expect(page.getByRole('heading', { name: 'No orders match your filters' })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Processing 0' })).toBeVisible();
  await expect(page).toHaveURL(/from=2001-01-01/);
  // From the top: axe counts a tab scrolled half under the sticky site header as too small a target.
  await page.evaluate(() => scrollTo(0, 0));
  await expectNoAxeViolations();
});

test('staff land on the order desk after signing in, later on the desk they last used; customers go home', async ({ page, request }) => {
  const signInWithForm = async (email: string, password: string) => {
    await page.goto(`${server.baseURL}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
  };
  await signInWithForm(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff\/orders$/);
  await expect(page.getByRole('heading', { name: 'Order Desk' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Staff desks' }).getByRole('link', { name: 'Inventory' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await page.evaluate(() => ['token', 'user'].forEach((k) => localStorage.removeItem(k)));
  await signInWithForm(STAFF.email, STAFF.password);
  await expect(page).toHaveURL(/\/staff\/inventory$/);

  const customer = await newCustomer(request, server.baseURL, { first: 'Cy', last: 'Lane' });
  await page.evaluate(() => ['token', 'user'].forEach((k) => localStorage.removeItem(k)));
  await signInWithForm(customer.email, customer.password);
  await expect(page).toHaveURL(`${server.baseURL}/`);
});

test('a payment recorded meanwhile: the desk shows why Confirm order is refused, the customer why Cancel Order is', async ({
  page,
  context,
  browser,
  request,
}, info) => {
  // Product 3: the file's earlier tests hold most of product 1's five in stock.
  const { order, session } = await customerWithOrder(request, server.baseURL, { first: 'Ellis', last: 'Paz' }, 3);
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await signIn(customer, session);
  const customerPage = await customer.newPage();
  await customerPage.goto(`${server.baseURL}/orders/${order.id}`);
  const cancel = customerPage.getByRole('button', { name: 'Cancel Order' });
  await expect(cancel).toBeVisible();

  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/orders`);
  await page.getByLabel('Search by reference, customer or e-mail').fill(order.reference);
  await expect(orderRows(page)).toHaveCount(1);
  await orderRows(page)
    .getByRole('button', { name: /View details/ })
    .click();
  await openDetails(page).getByRole('button', { name: 'Confirm order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm order' });
  await expect(dialog).toBeVisible();

  // Another desk records a payment while this dialog is open.
  const paid = await request.post(`${server.baseURL}/api/admin/orders/${order.id}/payments`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { amount: 100, method: 'check', paid_on: '2026-11-20', reference: 'CHK 1001' },
  });
  expect(paid.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Confirm order' }).click();
  await expect(page.getByText('A payment is recorded on this order, so its prices can no longer change')).toBeVisible();
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: info.outputPath(`confirm-refused-${page.viewportSize()?.width}.png`) });

  await cancel.click();
  await expect(customerPage.getByText('Failed to cancel order. A payment is recorded on this order: call us to cancel it')).toBeVisible();
  await expect(cancel).toHaveCount(0);
  await customerPage.screenshot({ path: info.outputPath(`cancel-refused-${page.viewportSize()?.width}.png`) });
  await customer.close();
});
