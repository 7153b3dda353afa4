import { test, expect } from './support/fixtures';
import { serveLiveStock } from './catalogue-support';

test.describe('product detail', () => {
  test('a product on sale: breadcrumb, price, stock, badges, description, specs, JSON-LD', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/products/pb-pneumatic-blowing-machine');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
    await expect(crumbs.getByRole('link', { name: 'Cable Blowing Machines' })).toHaveAttribute(
      'href',
      '/products?category=cable-blowing-machines',
    );
    await expect(crumbs.getByText('PB Pneumatic Cable Blowing Machine')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    await expect(page.getByRole('heading', { level: 1, name: 'PB Pneumatic Cable Blowing Machine' })).toBeVisible();
    await expect(page.getByText('$18,990.00').first()).toBeVisible();
    await expect(page.locator('del').first()).toContainText('$23,990.00');
    await expect(page.getByText('In Stock (5 available)')).toBeVisible();
    // Badges from the machine's own facts: its 1-year warranty, freight, its TAA claim.
    const badges = page.getByRole('list', { name: 'Warranty, shipping and compliance' });
    await expect(badges.getByRole('listitem')).toHaveText(['1 Year Warranty', 'Ships by freight — quoted', 'TAA compliant']);
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Technical Specifications' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features & Benefits' })).toBeVisible();
    await expect(page.getByText('2.5 - 16 mm (0.10 - 0.63 in)')).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const product = ld.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({
      name: 'PB Pneumatic Cable Blowing Machine',
      offers: { price: '18990.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(product.image).toMatch(/\/images\/products\/pb-pneumatic-blowing-machine\.svg$/);
    expect(product.description.length).toBeGreaterThan(50);
    await expectNoAxeViolations();
  });

  test('out of stock (live figure): stock line and disabled Order Now', async ({ page }) => {
    await serveLiveStock(page, { 'thrust-boring-machine': 0 });
    await page.goto('/products/thrust-boring-machine');
    await expect(page.getByText('Out of Stock', { exact: true })).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Out of Stock' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Order Now' })).toHaveCount(0);
  });

  test('live stock replaces the build figure without moving the page', async ({ page }) => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/api/products/stock', async (route) => {
      await gate;
      await route.fulfill({ json: { 'pb-hydro-blowing-machine': 1 } });
    });
    await page.goto('/products/pb-hydro-blowing-machine');
    await expect(page.getByText('In Stock (3 available)')).toBeVisible();
    const before = await page.getByRole('heading', { name: 'Description' }).boundingBox();
    release();
    await expect(page.getByText('In Stock (1 available)')).toBeVisible();
    expect(await page.getByRole('heading', { name: 'Description' }).boundingBox()).toEqual(before);
  });

  test('an unknown slug shows Product Not Found with status 404', async ({ page, expectNoAxeViolations }) => {
    const res = await page.goto('/products/no-such-product');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(page.getByText('The requested product could not be found.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products');
    await expectNoAxeViolations();
  });
});
