// /orders and /orders/{id}: empty states, filters, tracking of a shipped order, failures.
import {
  addToCartViaApi,
  expect,
  PRODUCTS,
  payViaStaffApi,
  placeOrderViaApi,
  registerViaApi,
  shipViaStaffApi,
  signIn,
  staffViaApi,
  test,
} from './journey-support';

test('no orders yet; the API down; an unknown order goes back to /orders', async ({ page, request, expectNoAxeViolations }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/orders');
  await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');

  await page.goto('/orders/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL('/orders');
  await expect(page.getByText('Could not load order details')).toBeVisible();

  await page.route('**/api/orders', (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load your order history. Please try again.' })).toBeVisible();
  await expectNoAxeViolations();
});

test('a shipped order with a tracking number shows its tracking message; filters and their empty state', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, PRODUCTS.hydro.id, 1);
  const shipped = await placeOrderViaApi(request, session);
  await shipViaStaffApi(request, shipped.id, '1Z999AA10123456784');
  await addToCartViaApi(request, session.token, PRODUCTS.lubricant.id, 1);
  const processing = await placeOrderViaApi(request, session);

  await signIn(page, session, '/orders');
  const cards = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(cards).toHaveText([processing.reference, shipped.reference]);
  await page.getByLabel('Status').selectOption('shipped');
  await expect(cards).toHaveText([shipped.reference]);
  await page.getByLabel('Search orders').fill('ORD-NOPE');
  await expect(page.getByRole('heading', { name: 'No orders match your filters' })).toBeVisible();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await page.getByLabel('Search orders').fill(String(processing.total_amount));
  await expect(cards).toHaveText([processing.reference]);
  await page.getByLabel('Search orders').fill(shipped.reference.toLowerCase());
  await expect(cards).toHaveText([shipped.reference]);

  await page.getByRole('link', { name: `View details of order ${shipped.reference}` }).click();
  await expect(page.getByText('Tracking number: 1Z999AA10123456784')).toBeVisible();
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expectNoAxeViolations();

  await page.goto(`/orders/${processing.id}`);
  await page.route(`**/api/orders/${processing.id}/cancel`, (route) => route.abort());
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Failed to cancel order')).toBeVisible();
  await expect(page.getByText('Processing', { exact: true })).toBeVisible();
  await page.unroute(`**/api/orders/${processing.id}/cancel`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByText('Order cancelled successfully')).toBeVisible();
});

test('up to four thumbnails, the fourth with +N when there are more', async ({ page }) => {
  const item = (i: number) => ({
    id: i,
    product_id: 1,
    product_slug: 'x',
    product_name: `Item ${i}`,
    product_image: '',
    unit_price: 1,
    quantity: 1,
    total_price: 1,
  });
  const order = {
    id: '11111111-1111-4111-8111-111111111111',
    reference: 'ORD-THUMBS01',
    status: 'processing',
    created_at: new Date().toISOString(),
    total_amount: 16.42,
    subtotal: 6,
    shipping_cost: 10,
    tax: 0.42,
    items: [1, 2, 3, 4, 5, 6].map(item),
  };
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      json: { id: 1, email: 'a@example.com', first_name: 'A', last_name: 'B', username: 'ab', phone: '', role: 'customer' },
    }),
  );
  await page.route('**/api/cart', (route) => route.fulfill({ json: [] }));
  await page.route('**/api/orders', (route) => route.fulfill({ json: [order] }));
  await signIn(page, { token: 't', user: { id: 1, email: 'a@example.com' }, account: {} as never }, '/orders');
  const thumbs = page.getByRole('list', { name: 'Items' }).getByRole('listitem');
  await expect(thumbs).toHaveCount(4);
  await expect(thumbs.nth(3)).toContainText('+2');
});

test('a part payment: the customer and the staff desk show paid so far and the balance due', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, PRODUCTS.boring.id, 1);
  const order = await placeOrderViaApi(request, session); // $10,708.93
  await payViaStaffApi(request, order.id, 3000);

  await signIn(page, session, `/orders/${order.id}`);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('term')).toHaveText(['Subtotal', 'Shipping', 'Tax (7%)', 'Total', 'Paid so far', 'Balance due']);
  await expect(summary.getByRole('definition')).toHaveText(['$9,999.00', '$10.00', '$699.93', '$10,708.93', '$3,000.00', '$7,708.93']);
  await expect(page.getByText('Not in full yet: $7,708.93 due')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Where your order is' })).toContainText('Paid: not yet$3,000.00 so far, $7,708.93 due');
  await expectNoAxeViolations();

  const staff = await staffViaApi(request);
  await signIn(page, { ...session, token: staff.access_token, user: staff.user }, '/staff/orders');
  await page.getByLabel('Search by reference, customer or e-mail').fill(order.reference);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.locator('tbody tr[data-row]')).toHaveCount(1);
  await table
    .locator('tbody tr[data-row]')
    .getByRole('button', { name: /View details/ })
    .click();
  const details = table.locator('.data-table-detail');
  await expect(details).toContainText('Paid so far: $3,000.00');
  await expect(details).toContainText('Balance due: $7,708.93');
  await expectNoAxeViolations();
});
