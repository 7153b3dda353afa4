// Compare (/compare?ids=…): ticking up to 4 products on the listing and the showcase, the
// side-by-side table with its differing rows, live stock and a shareable address that scrolls
// sideways inside the table on a phone.
import { test, expect, isPhone, type Page } from './support/fixtures';
import { loadCatalogue } from '#server/catalogue/catalogue';
import { serveLiveStock } from './catalogue-support';

const catalogue = loadCatalogue('content');
const bySlug = (slug: string) => catalogue.all().find((p) => p.slug === slug)!;
const otdr = bySlug('handheld-otdr-sm-1310-1550');
const quad = bySlug('quad-wavelength-otdr-mm-sm');
const hydro = bySlug('pb-hydro-blowing-machine');
const pneumatic = bySlug('pb-pneumatic-blowing-machine');
const vfl = bySlug('visual-fault-locator-650nm-10mw');

async function hydrated(page: Page, island: string) {
  await expect(page.locator(`astro-island[component-url*="${island}"]`).first()).not.toHaveAttribute('ssr', /.*/);
}
const tick = (page: Page, slug: string) => page.locator(`[data-product="${slug}"]`).getByRole('checkbox', { name: /^Compare/ });

test.describe('compare', () => {
  test('ticking on the listing and the showcase, at most 4, opens /compare with them', async ({ page }) => {
    await page.goto(`/products-list?search=${encodeURIComponent('blowing machine')}`);
    await hydrated(page, 'ListingIsland');
    await tick(page, pneumatic.slug).check();
    await tick(page, hydro.slug).check();
    const bar = page.getByRole('region', { name: 'Compare products' });
    await expect(bar).toContainText('2 of 4 products selected');

    await page.goto('/products?category=testing-equipment');
    await hydrated(page, 'ShowcaseIsland');
    await expect(bar).toContainText('2 of 4 products selected'); // kept on the device
    await tick(page, otdr.slug).check();
    await tick(page, quad.slug).check();
    await expect(bar).toContainText('4 of 4 products selected');
    await expect(tick(page, vfl.slug)).toBeDisabled();
    await tick(page, quad.slug).uncheck();
    await expect(tick(page, vfl.slug)).toBeEnabled();
    await tick(page, quad.slug).check();

    await bar.getByRole('link', { name: 'Compare (4)' }).click();
    await expect(page).toHaveURL(`/compare?ids=${[pneumatic.id, hydro.id, otdr.id, quad.id].join(',')}`);
    await expect(page.locator('[data-compare-column]')).toHaveCount(4);

    await page.goto('/products-list');
    await hydrated(page, 'ListingIsland');
    await bar.getByRole('button', { name: 'Clear' }).click();
    await expect(bar).toBeHidden();
  });

  test('the table: aligned by label, differing rows marked, live stock, remove rewrites the address', async ({
    page,
    expectNoAxeViolations,
  }) => {
    await serveLiveStock(page, { [otdr.slug]: 0, [quad.slug]: 2, [vfl.slug]: 45 });
    await page.goto(`/compare?ids=${otdr.id},${quad.id},${vfl.id}`);
    const table = page.locator('[data-compare-table]');
    await expect(page.locator('[data-compare-column]')).toHaveCount(3);
    const row = (label: string) => table.locator('tr', { has: page.getByRole('rowheader', { name: label, exact: false }) }).first();

    await expect(row('Part number').locator('td')).toHaveText([otdr.part_number, quad.part_number, vfl.part_number]);
    // Shared labels line up: each OTDR's value of its "Event dead zone" sits in its own column.
    const deadZone = (p: typeof otdr) => p.specifications.find((s) => s.label === 'Event dead zone')?.value ?? 'Not stated';
    await expect(row('Event dead zone').locator('td')).toHaveText([deadZone(otdr), deadZone(quad), 'Not stated']);
    await expect(row('Event dead zone')).toHaveAttribute('data-differs', 'true');
    await expect(row('Brand')).not.toHaveAttribute('data-differs', /.*/); // FiberPro for all three
    await expect(row('Stock').locator('td')).toHaveText(['Out of Stock', 'In Stock (2)', 'In Stock (45)']);
    await expect(row('Price').locator('td').first()).toContainText('$3,950.00');
    await expectNoAxeViolations();

    await page
      .locator(`[data-compare-column="${quad.id}"]`)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(page).toHaveURL(`/compare?ids=${otdr.id},${vfl.id}`);
    await expect(page.locator('[data-compare-column]')).toHaveCount(2);
    await page.reload(); // the address alone is the page's state
    await expect(page.locator('[data-compare-column]')).toHaveCount(2);
  });

  test('with 4 products on a phone the table scrolls sideways inside its frame, not the page', async ({ page }) => {
    await page.goto(`/compare?ids=${[pneumatic.id, hydro.id, otdr.id, quad.id].join(',')}`);
    await expect(page.locator('[data-compare-column]')).toHaveCount(4);
    const region = page.getByRole('region', { name: 'Comparison table' });
    const [pageOverflow, tableOverflow] = await region.evaluate((el) => [
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      el.scrollWidth - el.clientWidth,
    ]);
    expect(pageOverflow).toBe(0);
    if (isPhone(page)) expect(tableOverflow).toBeGreaterThan(0);
  });

  test('an address with no known products says how to pick some', async ({ page }) => {
    await page.goto('/compare?ids=999999');
    await expect(page.getByText('No products to compare')).toBeVisible();
    await expect(page.getByRole('link', { name: 'product list' })).toHaveAttribute('href', '/products-list');
  });
});
