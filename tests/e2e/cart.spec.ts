// /cart states: loading, empty, failed, and the header count.
import { addToCartViaApi, expect, PRODUCTS, registerViaApi, signIn, test } from './journey-support';

test('empty cart, the header count, and the API down', async ({ page, request, expectNoAxeViolations }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByText("Looks like you haven't added anything to your cart yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
  await expectNoAxeViolations();

  await addToCartViaApi(request, session.token, PRODUCTS.boring.id, 2);
  await page.goto('/faq');
  await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

  await page.route('**/api/cart', (route) => route.abort());
  await page.goto('/cart');
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load cart items.' })).toBeVisible();
  await expectNoAxeViolations();
  await page.unroute('**/api/cart');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (2 items)' })).toBeVisible();

  // A refused change keeps the items and says why.
  await page.route('**/api/cart/items/*', (route) => route.abort());
  await page.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(page.getByText('Failed to update cart item.')).toBeVisible();
  await expect(page.getByRole('group', { name: /Quantity of/ }).getByRole('textbox')).toHaveValue('2');
  await page.getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByText('Failed to remove item from cart.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (2 items)' })).toBeVisible();
  await expectNoAxeViolations();
});

test('the cart’s total is checkout’s: the estimated 7 % tax is in it', async ({ page, request, expectNoAxeViolations }) => {
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, PRODUCTS.boring.id, 1);
  await signIn(page, session, '/cart');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  // 9,999 + 10 shipping + 699.93 tax, as checkout sums it.
  await expect(summary.getByRole('definition')).toHaveText(['$9,999.00', '$10.00', '$699.93', '$10,708.93']);
  await expect(summary.getByRole('term')).toHaveText(['Subtotal', 'Shipping', 'Tax (7%)', 'Total']);
  await expect(summary).toContainText('Picking up at our San Antonio yard removes the shipping charge.');
  await expectNoAxeViolations();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('$10,708.93');
});
