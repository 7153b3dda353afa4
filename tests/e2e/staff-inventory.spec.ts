// Staff inventory desk (/staff/inventory) against a real server and database of this file's
// own: restock reaches the product page's live stock; checkouts are in the ledger.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from './support/fixtures';
import { customerWithOrder, login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

const server = useOwnStaffServer();

const productRows = (page: Page) => page.getByRole('table', { name: 'Inventory' }).locator(':scope > tbody > tr[data-row]');
/** A product's row on the desk, by its slug. */
const productRow = (page: Page, slug: string) => productRows(page).filter({ has: page.getByText(slug, { exact: true }) });
const history = (page: Page) => page.locator('[data-history]').getByRole('table');

test('a customer cannot open the inventory desk nor call its routes', async ({ page, context, request }) => {
  const { session } = await customerWithOrder(request, server.baseURL, { first: 'Dana', last: 'Ortiz' });
  const headers = { Authorization: `Bearer ${session.token}` };
  expect((await request.get(`${server.baseURL}/api/admin/inventory`, { headers })).status()).toBe(403);
  expect((await request.get(`${server.baseURL}/api/admin/inventory/1/movements`, { headers })).status()).toBe(403);
  expect(
    (
      await request.post(`${server.baseURL}/api/admin/inventory/1/adjustments`, { headers, data: { change: 5, reason: 'restock' } })
    ).status(),
  ).toBe(403);
  await signIn(context, session);
  await page.goto(`${server.baseURL}/staff/inventory`);
  await expect(page.getByText('You do not have permission to view this page.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Inventory' })).toHaveCount(0);
});

test('staff restock a product, the product page shows it, and a checkout is in the ledger with its reference', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}) => {
  const { order } = await customerWithOrder(request, server.baseURL, { first: 'Eli', last: 'Reyes' });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/inventory`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Order Desk' })).toHaveAttribute('href', '/staff/orders');

  await page.getByLabel(/Search by name, slug or part number/).fill('thrust-boring');
  const row = productRow(page, 'thrust-boring-machine');
  await expect(row).toBeVisible();
  await expect(row.getByText('Low stock')).toBeVisible();
  const before = Number(await row.locator('[data-stock]').textContent());

  await row.getByRole('button', { name: /Adjust stock/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Change').fill(String(-(before + 1)));
  await dialog.getByLabel('Reason').selectOption('damaged');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(dialog.getByText('Stock cannot go below 0')).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByLabel('Change').fill('12');
  await dialog.getByLabel('Reason').selectOption('restock');
  await dialog.getByLabel('Note').fill('Pallet from the Dallas warehouse');
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-stock]')).toHaveText(String(before + 12));
  await expect(row.getByText('In stock', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: /History/ }).click();
  await expect(history(page).getByRole('row').nth(1)).toContainText('Restock received');
  await expect(history(page).getByRole('row').nth(1)).toContainText(STAFF.email);
  await expectNoAxeViolations();

  await page.goto(`${server.baseURL}/products/thrust-boring-machine`);
  await expect(page.locator('[data-stock-line]')).toHaveText(`In Stock (${before + 12} available)`);

  // The customer's checkout of product 1 is in that product's ledger with its reference.
  await page.goto(`${server.baseURL}/staff/inventory`);
  await productRow(page, 'pb-pneumatic-blowing-machine')
    .getByRole('button', { name: /History/ })
    .click();
  await expect(history(page).getByRole('row').filter({ hasText: order.reference })).toContainText('Checkout');
});

test('the table: level tabs with counts, sorted by stock, the address keeps the view, keyboard, CSV of the rows shown', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  // One product brought down to its low-stock threshold, so that the low-stock tab has rows.
  const headers = { Authorization: `Bearer ${staff.token}` };
  const items: { product_id: number; stock: number; low_stock_threshold: number }[] = await (
    await request.get(`${server.baseURL}/api/admin/inventory`, { headers })
  ).json();
  const lowered = items.find((i) => i.low_stock_threshold >= 1 && i.stock > i.low_stock_threshold)!;
  const change = lowered.low_stock_threshold - lowered.stock;
  await request.post(`${server.baseURL}/api/admin/inventory/${lowered.product_id}/adjustments`, {
    headers,
    data: { change, reason: 'count_correction' },
  });
  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/inventory`);
  const rows = productRows(page);
  await expect(rows.first()).toBeVisible();
  const total = await rows.count();
  const tabs = page.getByRole('navigation', { name: 'Products by stock level' });
  await expect(tabs.getByRole('button', { name: `All products ${total}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('columnheader', { name: /Held by open orders/ })).toBeVisible();

  // Live stock, lowest first: the column's numbers come in order.
  await page.getByRole('button', { name: /^Live stock/ }).click();
  await expect(page.getByRole('columnheader', { name: /Live stock/ })).toHaveAttribute('aria-sort', 'ascending');
  const stocks = (await rows.locator('[data-stock]').allTextContents()).map(Number);
  expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
  await expect(page).toHaveURL(/sort=stock/);

  // The low-stock tab, kept over a reload with the sort.
  const low = tabs.getByRole('button', { name: /^Low stock/ });
  const lowCount = Number((await low.textContent())!.replace(/\D/g, ''));
  expect(lowCount).toBeGreaterThan(0);
  await low.click();
  await expect(rows).toHaveCount(lowCount);
  await page.reload();
  await expect(tabs.getByRole('button', { name: /^Low stock/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(lowCount);
  await expect(page.getByRole('columnheader', { name: /Live stock/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations();

  // Keyboard: / searches; on the rows, ↓ moves and Enter opens the history.
  await page.keyboard.press('/');
  await expect(page.getByLabel(/Search by name, slug or part number/)).toBeFocused();
  await rows.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(Math.min(1, lowCount - 1))).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.data-table-detail')).toContainText(/Time|No stock changes recorded yet/);
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('inventory-desk.png'), fullPage: true });
  // Rows are cards on a phone: the page never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const lines = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Product","Slug","Part number","Live stock","Held by open orders","Low at","Level"');
  expect(lines).toHaveLength(lowCount + 1);
  expect(lines.slice(1).every((l) => l.endsWith('"Low stock"'))).toBe(true);
});

test('receiving: several products booked in one go, each in its history; a failure keeps what was typed', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  const items: { slug: string; name: string; part_number: string; stock: number }[] = await (
    await request.get(`${server.baseURL}/api/admin/inventory`, { headers: { Authorization: `Bearer ${staff.token}` } })
  ).json();
  const [first, second] = [
    items.find((i) => i.slug === 'pb-hydro-blowing-machine')!,
    items.find((i) => i.slug === 'thrust-boring-machine')!,
  ];
  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/inventory`);
  await expect(productRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Receive delivery' }).click();
  const dialog = page.getByRole('dialog', { name: 'Receive delivery' });
  await dialog.getByRole('button', { name: 'Book delivery' }).click();
  await expect(dialog.getByText('Supplier or reference is required')).toBeVisible();
  await expect(dialog.getByText('Choose a product from the list')).toBeVisible();
  await expect(dialog.getByText('Quantity is required')).toBeVisible();
  await expectNoAxeViolations();

  await dialog.getByLabel('Supplier / reference').fill('Condux PO 7781, packing slip 2231');
  await dialog.getByLabel(/^Product 1/).fill(`${first.name} · ${first.part_number}`);
  await dialog.getByLabel('Quantity of product 1').fill('3');
  await dialog.getByRole('button', { name: 'Add another product' }).click();
  // A part number alone picks the product too.
  await dialog.getByLabel(/^Product 2/).fill(second.part_number);
  await dialog.getByLabel('Quantity of product 2').fill('7');
  await dialog.getByRole('button', { name: 'Add another product' }).click(); // a blank line is left out
  await page.screenshot({ path: testInfo.outputPath('inventory-receiving.png') });

  // The first attempt fails in transit: the form stays open with everything typed.
  await page.route('**/api/admin/inventory/receipts', (route) => route.abort(), { times: 1 });
  await dialog.getByRole('button', { name: 'Book delivery' }).click();
  await expect(page.getByText('Could not book the delivery. Please try again.')).toBeVisible();
  await expect(dialog.getByLabel('Quantity of product 2')).toHaveValue('7');
  await expect(dialog.getByLabel('Supplier / reference')).toHaveValue('Condux PO 7781, packing slip 2231');
  await expect(productRow(page, first.slug).locator('[data-stock]')).toHaveText(String(first.stock));

  await dialog.getByRole('button', { name: 'Book delivery' }).click();
  await expect(dialog).toBeHidden();
  const result = page.locator('[data-received]');
  await expect(result).toContainText('Delivery “Condux PO 7781, packing slip 2231” booked');
  await expect(result).toContainText(`${first.name}: +3, now ${first.stock + 3} in stock`);
  await expect(result).toContainText(`${second.name}: +7, now ${second.stock + 7} in stock`);
  await expect(productRow(page, first.slug).locator('[data-stock]')).toHaveText(String(first.stock + 3));
  await expect(productRow(page, second.slug).locator('[data-stock]')).toHaveText(String(second.stock + 7));
  await productRow(page, second.slug)
    .getByRole('button', { name: /History/ })
    .click();
  await expect(history(page).getByRole('row').nth(1)).toContainText('Restock received');
  await expect(history(page).getByRole('row').nth(1)).toContainText('Condux PO 7781, packing slip 2231');
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('inventory-received.png') });
});

test('the low-stock threshold is edited in its row, checked, kept and audited', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, testInfo) => {
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/inventory`);
  const row = productRow(page, 'pb-pneumatic-blowing-machine');
  const stock = Number(await row.locator('[data-stock]').textContent());
  await row.getByRole('button', { name: /Edit threshold/ }).click();
  const field = row.getByLabel(/low-stock threshold of/);
  await expect(field).toBeFocused();
  await field.fill('-1');
  await row.getByRole('button', { name: /Save/ }).click();
  await expect(row.getByText('Low-stock threshold cannot be below 0')).toBeVisible();
  await expectNoAxeViolations();
  await page.screenshot({ path: testInfo.outputPath('inventory-threshold.png') });
  await field.fill(String(stock + 1));
  await row.getByRole('button', { name: /Save/ }).click();
  await expect(row.locator('[data-threshold]')).toHaveText(String(stock + 1));
  await expect(row.getByText('Low stock', { exact: true })).toBeVisible();
  await page.reload();
  await expect(productRow(page, 'pb-pneumatic-blowing-machine').locator('[data-threshold]')).toHaveText(String(stock + 1));
  const audit = await (
    await request.get(`${server.baseURL}/api/admin/audit?action=inventory.threshold`, {
      headers: { Authorization: `Bearer ${staff.token}` },
    })
  ).json();
  expect(audit.items[0]).toMatchObject({ target: 'pb-pneumatic-blowing-machine', actor: STAFF.email, detail: { to: stock + 1 } });
});

test('the audit log shows staff actions and sign-ins; customers are refused', async ({ page, context, request, expectNoAxeViolations }) => {
  const { session } = await customerWithOrder(request, server.baseURL, { first: 'Fay', last: 'Soto' });
  expect((await request.get(`${server.baseURL}/api/admin/audit`, { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(
    403,
  );
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  await request.post(`${server.baseURL}/api/admin/inventory/2/adjustments`, {
    headers: { Authorization: `Bearer ${staff.token}` },
    data: { change: 3, reason: 'returned' },
  });
  await signIn(context, staff);
  await page.goto(`${server.baseURL}/staff/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.locator('[data-audit-action="auth.login"]').first()).toContainText(STAFF.email);
  await page.getByLabel('Action').selectOption({ label: 'Stock adjusted' });
  const row = page.locator('[data-audit-action="inventory.adjust"]').first();
  await expect(row).toContainText('pb-hydro-blowing-machine');
  await expect(row).toContainText('returned');
  await expect(page.locator('[data-audit-action]').filter({ hasNot: page.locator('text=Stock adjusted') })).toHaveCount(0);
  await expectNoAxeViolations();
});

test('the header’s account entry has the staff menu for admins only', async ({ browser, request }) => {
  const openMenu = async (session: Awaited<ReturnType<typeof login>>) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signIn(context, session);
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/about`);
    await page.locator('[data-account-toggle]').click();
    return { context, menu: page.locator('[data-account-menu]') };
  };
  const customer = await openMenu((await customerWithOrder(request, server.baseURL, { first: 'Gil', last: 'Nava' })).session);
  await expect(customer.menu.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(customer.menu.getByRole('link', { name: 'Order Desk' })).toBeHidden();
  await customer.context.close();

  const staff = await openMenu(await login(request, server.baseURL, STAFF.email, STAFF.password));
  const desks = staff.menu.getByRole('list', { name: 'Staff' }).getByRole('link');
  await expect(desks).toHaveText(['Order Desk', 'Inventory', 'Customers', 'Leads', 'Sessions', 'Audit Log', 'Content Editor']);
  await desks.filter({ hasText: 'Inventory' }).click();
  await expect(staff.context.pages()[0]).toHaveURL(/\/staff\/inventory$/);
  await staff.context.close();
});
