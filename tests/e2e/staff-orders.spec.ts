// Staff order desk (/staff/orders) against a real server and database of this file's own,
// with a staff account made by the admin CLI; customers and orders made through the API.
import { test, expect } from './support/fixtures';
import { customerWithOrder, login, signIn, STAFF, useOwnStaffServer } from './staff.helpers';

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
  const rows = page.getByRole('list', { name: 'Orders' }).locator(':scope > li');
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
  await page.getByLabel('Status').selectOption('delivered');
  await expect(page.getByRole('heading', { name: 'No orders match your filters' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(search).toHaveValue('');
  await search.fill(first.order.reference);
  await expect(rows).toHaveCount(1);

  // Details: contact, address, payment preference, items.
  const row = rows.first();
  await row.getByRole('button', { name: /View details/ }).click();
  const details = row.locator(`[id="order-${first.order.id}"]`);
  await expect(details.getByText('Avery Lopez')).toBeVisible();
  await expect(details.getByRole('link', { name: first.email })).toHaveAttribute('href', `mailto:${first.email}`);
  await expect(details.getByRole('link', { name: '(210) 555-0100' })).toBeVisible();
  await expect(details.getByText('100 Main Street')).toBeVisible();
  await expect(details.getByText('Austin, TX 78701')).toBeVisible();
  await expect(details.getByText('Purchase Order')).toBeVisible();
  await expect(details.getByRole('link', { name: /Pneumatic/i })).toBeVisible();
  await expectNoAxeViolations();

  // Mark shipped: both fields required, confirmed in a dialog, reflected at once.
  await row.getByRole('button', { name: 'Mark as Shipped' }).click();
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
  await expect(row.getByText('1Z999AA10123456784')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark as Shipped' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Mark as Delivered' })).toBeVisible();

  // The customer sees the tracking message on their order page.
  const customer = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  await signIn(customer, first.session);
  const customerPage = await customer.newPage();
  await customerPage.goto(`${server.baseURL}/orders/${first.order.id}`);
  await expect(customerPage.getByText(/Tracking number: 1Z999AA10123456784/)).toBeVisible();
  await customer.close();

  // Delivered, after a confirmation.
  await row.getByRole('button', { name: 'Mark as Delivered' }).click();
  const deliver = page.getByRole('dialog', { name: 'Mark order as delivered' });
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(deliver).toBeHidden();
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: /Mark as/ })).toHaveCount(0);
});

test('cancelling asks first; Back keeps the order as it was', async ({ page, context, request }) => {
  const { order } = await customerWithOrder(request, server.baseURL, { first: 'Dana', last: 'Reyes' });
  await signIn(context, await login(request, server.baseURL, STAFF.email, STAFF.password));
  await page.goto(`${server.baseURL}/staff/orders`);
  await page.getByLabel('Search by reference, customer or e-mail').fill(order.reference);
  const row = page.getByRole('list', { name: 'Orders' }).locator(':scope > li');
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /View details/ }).click();

  await row.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Processing', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Cancel Order' }).click();
  await dialog.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText(`Order ${order.reference} cancelled`)).toBeVisible();
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
});
