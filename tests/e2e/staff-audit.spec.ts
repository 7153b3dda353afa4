// The audit desk (/staff/audit) against a server of this file's own whose staff account was
// made by the admin CLI: entries read as sentences, the CLI's account is in the log, filters,
// search, days and order are kept in the address, "Export CSV" saves the rows shown; the
// header names the signed-in person.
import { readFileSync } from 'node:fs';
import { test, expect, type Page } from './support/fixtures';
import { customerWithOrder, login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

const server = useOwnStaffServer();

const auditRows = (page: Page) => page.getByRole('table', { name: 'Audit events' }).locator('tbody tr[data-row]');
const rowOf = (page: Page, action: string) => page.locator(`tr[data-audit-action="${action}"]`);
/** Today in the shop's time zone, as a date field takes it. */
const shopDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Chicago' });

test('the audit desk: sentences, the admin CLI’s account, filters in the address, order, CSV; the header names the person', async ({
  page,
  context,
  request,
  expectNoAxeViolations,
}, info) => {
  const { order } = await customerWithOrder(request, server.baseURL, { first: 'Hana', last: 'Cruz' });
  const staff = await login(request, server.baseURL, STAFF.email, STAFF.password);
  const auth = { Authorization: `Bearer ${staff.token}` };
  // The staff member gives their name on their account; the header shows it from then on.
  expect(
    (await request.patch(`${server.baseURL}/api/auth/me`, { headers: auth, data: { first_name: 'Dana', last_name: 'Reyes' } })).ok(),
  ).toBe(true);
  const shipped = await request.patch(`${server.baseURL}/api/admin/orders/${order.id}`, {
    headers: auth,
    data: { status: 'shipped', tracking_number: '1Z999AA10123456784', shipping_method: 'UPS Ground' },
  });
  expect(shipped.ok()).toBe(true);
  await request.post(`${server.baseURL}/api/admin/inventory/2/adjustments`, { headers: auth, data: { change: 4, reason: 'restock' } });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));

  await page.goto(`${server.baseURL}/staff/audit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  await expect(page.locator('[data-account-toggle] [data-user-name]')).toHaveText('Dana Reyes');
  await expect(rowOf(page, 'order.status_change')).toContainText(
    `Order ${order.reference}: status processing → shipped, tracking 1Z999AA10123456784 (UPS Ground)`,
  );
  // The product by its name, its slug as the target, linked to the inventory desk.
  await expect(rowOf(page, 'inventory.adjust')).toContainText(/Stock of PB Hydro Cable Blowing Machine: \+4 \(restock received\), now \d+/);
  await expect(rowOf(page, 'inventory.adjust').getByRole('link', { name: 'pb-hydro-blowing-machine' })).toHaveAttribute(
    'href',
    '/staff/inventory?q=pb-hydro-blowing-machine',
  );
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('audit.png'), fullPage: true });

  // The account the admin CLI made is in the log, by "admin CLI".
  await page.getByLabel('Action').selectOption({ label: 'Account created' });
  await expect(page).toHaveURL(/[?&]action=user\.create/);
  await expect(auditRows(page)).toHaveCount(1);
  await expect(rowOf(page, 'user.create')).toContainText('admin CLI');
  await expect(rowOf(page, 'user.create')).toContainText(`Account ${STAFF.email} created as admin`);

  // Search by target, kept in the address through a reload.
  await page.getByLabel('Action').selectOption({ label: 'All actions' });
  const search = page.getByLabel(/Search by actor e-mail or target/);
  await search.fill(order.reference);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${order.reference}`));
  await expect(auditRows(page)).toHaveCount(1);
  await page.reload();
  await expect(search).toHaveValue(order.reference);
  await expect(auditRows(page)).toHaveCount(1);
  await search.fill('');
  await expect(page).not.toHaveURL(/[?&]q=/);

  // Oldest first: the CLI's account opens the log.
  await page.getByRole('button', { name: 'Time' }).click();
  await expect(page).toHaveURL(/[?&]dir=asc/);
  await expect(auditRows(page).first()).toHaveAttribute('data-audit-action', 'user.create');

  // Days: none tomorrow; Clear Filters brings them back.
  await page.getByLabel('From').fill(shopDay(1));
  await expect(page.getByRole('heading', { name: 'No events match your filters' })).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(auditRows(page).first()).toBeVisible();
  await page.getByLabel('From').fill(shopDay());

  // CSV of the rows shown, the sentence included.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Export CSV/ }).click();
  const lines = readFileSync((await (await download).path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('"Time","Action","Actor","What happened","Target","Address"');
  expect(lines.length).toBe((await auditRows(page).count()) + 1);
  expect(lines.some((l) => l.includes(`Order ${order.reference}: status processing → shipped`))).toBe(true);
});
