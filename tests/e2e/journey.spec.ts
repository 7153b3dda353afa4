// The whole signed-in journey on the real server and database, at both widths.
import {
  expect,
  fillCheckoutAddress,
  loginThroughForm,
  newAccount,
  openAccountMenu,
  ordersViaApi,
  PRODUCTS,
  stockViaApi,
  test,
} from './journey-support';

test('register, log in, fill the cart, check out once, follow and cancel the order', async ({ page, request, expectNoAxeViolations }) => {
  // One long story with five axe scans: on a busy 2-core machine it has needed over two minutes.
  test.setTimeout(240_000);
  const account = newAccount();

  await test.step('register, log out, log in', async () => {
    await page.goto('/register');
    await page.getByLabel('First Name').fill(account.first_name);
    await page.getByLabel('Last Name').fill(account.last_name);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Phone').fill(account.phone);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm Password').fill(account.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/$/);

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
    // Log out loads the auth store on first use: leaving before it has run would keep the session.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/login');
    await loginThroughForm(page, account.email, account.password);
    await expect(page).toHaveURL(/\/$/);
    await openAccountMenu(page);
    await expect(page.getByText(`${account.first_name} ${account.last_name}`).filter({ visible: true }).first()).toBeVisible();
  });

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const stockBefore = await stockViaApi(request);

  await test.step('two products in the cart; quantities changed; one removed', async () => {
    // Signed in, 'Add to Cart' on the showcase and on the product page fills the server cart.
    await page.goto('/products');
    await page.locator(`[data-product="${PRODUCTS.pneumatic.slug}"]`).first().getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Added to your cart')).toBeVisible();
    await page.goto(`/products/${PRODUCTS.boring.slug}`);
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`${PRODUCTS.boring.name} added to your cart`)).toBeVisible();
    await page.getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart (2 items)' })).toBeVisible();
    await expectNoAxeViolations();

    const pneumatic = page.getByRole('group', { name: `Quantity of ${PRODUCTS.pneumatic.name}` });
    await expect(pneumatic.getByRole('button', { name: /Decrease/ })).toBeDisabled();
    await pneumatic.getByRole('button', { name: /Increase/ }).click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeVisible();
    await pneumatic.getByRole('textbox').fill('3');
    await pneumatic.getByRole('textbox').blur();
    await expect(page.getByRole('heading', { name: 'Shopping Cart (4 items)' })).toBeVisible();
    await page.getByRole('button', { name: `Remove ${PRODUCTS.boring.name}` }).click();
    await expect(page.getByRole('heading', { name: 'Shopping Cart (3 items)' })).toBeVisible();
    await expect(page.getByRole('link', { name: PRODUCTS.boring.name })).toHaveCount(0);
    await expect(page.getByRole('link', { name: PRODUCTS.pneumatic.name })).toHaveAttribute('href', `/products/${PRODUCTS.pneumatic.slug}`);
    // 3 × 18,990 + 10 shipping + 3,987.90 tax: the cart's total is checkout's
    await expect(page.getByText('$60,967.90')).toBeVisible();
  });

  let reference = '';
  await test.step('checkout with a double-clicked submit places exactly one order', async () => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1.0/email/send')) sent.push(r.postData() ?? '');
    });
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByLabel('First Name')).toHaveValue(account.first_name);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    // 56,970 subtotal + 10 shipping + 3,987.90 tax
    await expect(page.getByText('$60,967.90')).toBeVisible();
    await fillCheckoutAddress(page);
    await page.getByLabel('Purchase Order').check();
    await page.getByRole('button', { name: 'Place Order' }).dblclick();

    await expect(page).toHaveURL(/\/order-success$/);
    await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
    await expect(
      page.getByText('Your order has been submitted successfully! We will contact you to confirm and process your order.'),
    ).toBeVisible();
    reference = (await page.locator('[data-order-reference]').textContent()) ?? '';
    expect(reference).toMatch(/^ORD-[A-Z0-9]{8}$/);
    await expectNoAxeViolations();

    const orders = await ordersViaApi(request, token!);
    expect(orders).toHaveLength(1);
    expect(orders[0].reference).toBe(reference);
    expect(orders[0].total_amount).toBe(60967.9);
    const stockAfter = await stockViaApi(request);
    expect(stockAfter[PRODUCTS.pneumatic.slug]).toBe(stockBefore[PRODUCTS.pneumatic.slug] - 3);
    // Team notification then auto-reply, both naming the order.
    await expect.poll(() => sent.length).toBeGreaterThanOrEqual(2);
    expect(sent[0]).toContain(reference);
  });

  await test.step('the order in /orders, its details, cancelled with stock given back', async () => {
    await page.getByRole('link', { name: 'View My Orders' }).click();
    await expect(page.getByRole('heading', { name: reference })).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('link', { name: `View details of order ${reference}` }).click();
    await expect(page.getByRole('heading', { name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByText('Standard Shipping')).toBeVisible();
    await expect(page.getByText('Purchase Order')).toBeVisible();
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
    const orders = await ordersViaApi(request, token!);
    expect(orders[0].status).toBe('cancelled');
    expect((await stockViaApi(request))[PRODUCTS.pneumatic.slug]).toBe(stockBefore[PRODUCTS.pneumatic.slug]);
  });
});
