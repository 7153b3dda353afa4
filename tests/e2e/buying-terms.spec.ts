// Every product page links the buying terms a contractor asks for before ordering: payment and
// Net 30, tax-exempt orders, volume prices, shipping, returns, rental, calibration and repair.
import { test, expect } from './support/fixtures';

test('a product page links the buying terms; each topic is there, with the checkout figures', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/products/handheld-otdr-sm-1310-1550');
  await page.getByRole('link', { name: 'Buying terms' }).click();
  await expect(page).toHaveURL('/buying-terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Buying Terms' })).toBeVisible();
  for (const topic of [
    'Payment and Net 30',
    'Tax-exempt orders',
    'Volume prices',
    'Shipping and pickup',
    'Returns and warranty claims',
    'Equipment rental',
    'Calibration and repair',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: topic })).toBeVisible();
  }
  await expect(page.getByText('Card by phone, Wire / ACH, Net 30')).toBeVisible();
  await expect(page.getByText('Sales tax of 7 % is added at checkout', { exact: false })).toBeVisible();
  await expect(page.getByText('one flat $10 per order', { exact: false })).toBeVisible();
  await expectNoAxeViolations();
});
