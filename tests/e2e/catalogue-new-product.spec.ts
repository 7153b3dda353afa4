// A product of the six families (not one of the three seeded machines) goes through every
// buying path: the order request dialog, Add to Cart, the cart, checkout and the order.
import { expect, fillCheckoutAddress, ordersViaApi, registerViaApi, signIn, stockViaApi, test } from './journey-support';

const VFL = { id: 136, slug: 'visual-fault-locator-650nm-10mw', name: 'FiberPro VFL-10 Visual Fault Locator, 650 nm, 10 mW' };

test('a family product can be requested through the dialog, added to the cart and checked out', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  test.slow();
  await page.goto(`/products/${VFL.slug}?action=order`);
  const dialog = page.getByRole('dialog', { name: 'Order Request' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(VFL.name);
  await expectNoAxeViolations();
  await dialog.getByLabel('Full Name', { exact: true }).fill('Ana Field');
  await dialog.getByLabel('Email', { exact: true }).fill('ana.field@example.com');
  await dialog.getByLabel('Phone Number', { exact: true }).fill('(210) 555-0199');
  await dialog.getByRole('button', { name: 'Submit Order' }).click();
  await expect(page.getByText('Order submitted successfully! We will contact you soon.')).toBeVisible();

  const session = await registerViaApi(request);
  const before = (await stockViaApi(request))[VFL.slug];
  await signIn(page, session, `/products/${VFL.slug}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${VFL.name} added to your cart`)).toBeVisible();
  await page.getByRole('link', { name: 'View Cart' }).click();
  await expect(page.getByRole('heading', { name: 'Shopping Cart (1 item)' })).toBeVisible();
  await expect(page.getByRole('link', { name: VFL.name })).toHaveAttribute('href', `/products/${VFL.slug}`);
  // $69.00 + $10.00 shipping + $4.83 tax: the cart's total is checkout's
  await expect(page.getByText('$83.83')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await fillCheckoutAddress(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();

  const orders = await ordersViaApi(request, session.token);
  expect(orders).toHaveLength(1);
  expect(orders[0].items).toEqual([expect.objectContaining({ product_id: VFL.id, product_slug: VFL.slug, quantity: 1, unit_price: 69 })]);
  expect((await stockViaApi(request))[VFL.slug]).toBe(before - 1);
});
