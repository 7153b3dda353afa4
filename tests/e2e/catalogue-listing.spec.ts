import { test, expect, isPhone, type Page } from './support/fixtures';
import { loadCatalogue } from '#server/catalogue/catalogue';
import { pageWindow } from '#domain/shared/pagination';
import { serveGeneratedIndex, serveLiveStock, showFilters } from './catalogue-support';

/** Every active product of the real catalogue the site was built from. */
const ACTIVE = loadCatalogue('content').active();
const TOTAL = ACTIVE.length;
/** Active products in any of the categories. */
const inAny = (...ids: number[]) => ACTIVE.filter((p) => p.categories.some((c) => ids.includes(c))).length;

const cards = (page: Page) => page.locator('[data-product]');
const found = (page: Page, n: number) => expect(page.getByText(`${n} products found`)).toBeVisible();

/** Opens the listing and waits until its island is live (its first commit marks it), so
 *  what the test types is not reset by hydration. */
async function openListing(page: Page, url = '/products-list') {
  await page.goto(url);
  await expect(page.locator('astro-island[component-url*="ListingIsland"]')).toHaveAttribute('data-live');
}

async function pageButtons(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Pagination' });
  const labels = await nav
    .locator('li')
    .evaluateAll((items) => items.map((li) => (li.hasAttribute('data-ellipsis') ? '…' : (li.textContent?.trim() ?? ''))));
  return labels.slice(1, -1);
}

test.describe('product listing', () => {
  test('first view, cards, grid/list toggle and axe', async ({ page, expectNoAxeViolations }) => {
    await openListing(page, '/products-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await found(page, TOTAL);
    const hydro = page.locator('[data-product="pb-hydro-blowing-machine"]');
    await expect(hydro.getByText('Cable Blowing Machines')).toBeVisible();
    await expect(hydro.getByRole('link', { name: 'PB Hydro Cable Blowing Machine' })).toHaveAttribute(
      'href',
      '/products/pb-hydro-blowing-machine',
    );
    await expect(hydro.getByText('In Stock (3)')).toBeVisible();
    await expect(hydro.getByRole('link', { name: 'Add to Cart' })).toHaveAttribute(
      'href',
      '/products/pb-hydro-blowing-machine?action=order',
    );
    await expect(hydro.getByRole('link', { name: 'View', exact: true })).toHaveAttribute('href', '/products/pb-hydro-blowing-machine');
    // The full catalogue, 12 a page, in the listing's page-number window.
    await expect(cards(page)).toHaveCount(12);
    expect(await pageButtons(page)).toEqual(pageWindow(1, Math.ceil(TOTAL / 12)).map((s) => (typeof s === 'number' ? String(s) : '…')));
    await expectNoAxeViolations();
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page)).toHaveCount(12);
    await page.getByRole('button', { name: `Page ${Math.ceil(TOTAL / 12)}` }).click();
    await expect(cards(page)).toHaveCount(TOTAL % 12 || 12);
  });

  test('search, categories, prices, their combination, clear', async ({ page }) => {
    await openListing(page, '/products-list');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.fill('hydro');
    await search.press('Enter');
    await found(page, 1);
    await expect(page).toHaveURL(/\?search=hydro$/);
    await search.fill('thrust boring machines'); // category name
    await search.press('Enter');
    await found(page, inAny(6));
    await search.fill('torque-limited'); // description only
    await search.press('Enter');
    await found(page, 1);
    await search.fill('');
    await search.press('Enter');
    await found(page, TOTAL);

    await showFilters(page);

    await page.getByRole('checkbox', { name: 'Thrust Boring Machines' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await found(page, inAny(6));
    await expect(page).toHaveURL(/category=6/);
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Cable Blowing Machines' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await found(page, inAny(1, 6));
    await expect(page).toHaveURL(/category=1%2C6|category=1,6/);

    // Sale price counts: the pneumatic machine sells at 18,990 (list price 23,990).
    await showFilters(page);
    await page.getByLabel('Min price').fill('18000.50');
    await showFilters(page);
    await page.getByLabel('Max price').fill('20000');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await found(page, 1);
    await expect(cards(page)).toHaveAttribute('data-product', 'pb-pneumatic-blowing-machine');
    await expect(page).toHaveURL(/min_price=18000.5/);

    await showFilters(page);

    await page.getByLabel('Max price').fill('5');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('Maximum price cannot be below the minimum price')).toBeVisible();
    await showFilters(page);
    await page.getByLabel('Min price').fill('');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(page.getByText('No products found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();

    await showFilters(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await found(page, TOTAL);
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Thrust Boring Machines' })).not.toBeChecked();
    await expect(page.getByLabel('Max price')).toHaveValue('');
  });

  test('a tick in the sidebar applies at once; a phone keeps Apply Filters in view with the count, and Close discards the draft', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const TESTING = 5;
    await openListing(page);
    if (!isPhone(page)) {
      // Before, the list followed only 'Apply Filters', below the first screen.
      await page.getByRole('checkbox', { name: 'Testing Equipment' }).check();
      await expect(page).toHaveURL(new RegExp(`category=${TESTING}$`));
      await found(page, inAny(TESTING));
      return;
    }
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('dialog', { name: 'Product filters' });
    await panel.getByRole('checkbox', { name: 'Testing Equipment' }).check();
    const apply = panel.getByRole('button', { name: /^Apply Filters/ });
    await expect(apply).toContainText(`Show ${inAny(TESTING)} products`);
    await expect(apply).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations();
    // Not applied: closing says it discards the choice, and it is gone when the panel opens again.
    await panel.getByRole('button', { name: 'Discard changes' }).click();
    await expect(panel).toBeHidden();
    await found(page, TOTAL);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(panel.getByRole('checkbox', { name: 'Testing Equipment' })).not.toBeChecked();
    await expect(panel.getByRole('button', { name: 'Close' })).toBeVisible();
    await panel.getByRole('checkbox', { name: 'Testing Equipment' }).check();
    await apply.click();
    await expect(page).toHaveURL(new RegExp(`category=${TESTING}$`));
    await found(page, inAny(TESTING));
  });

  test('address round trip: load all five parameters, reload, back, forward', async ({ page }) => {
    await serveGeneratedIndex(page, 60);
    // Odd ids are category 1; prices are id×100; 'Product 1' matches ids 1, 10-19 and so on.
    await openListing(page, '/products-list?page=2&search=product%201&category=1&min_price=100&max_price=1900');
    await found(page, 6);
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('product 1');
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Cable Blowing Machines' })).toBeChecked();
    await expect(page.getByLabel('Min price')).toHaveValue('100');
    await expect(page.getByLabel('Max price')).toHaveValue('1900');
    await expect(cards(page)).toHaveCount(6); // 6 results on one page: page 2 is clamped to the last page
    await page.reload();
    await expect(page.locator('astro-island[component-url*="ListingIsland"]')).toHaveAttribute('data-live');
    await found(page, 6);

    await openListing(page, '/products-list');
    await showFilters(page);
    await page.getByRole('checkbox', { name: 'Thrust Boring Machines' }).check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await found(page, 30);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\?category=6$/);
    await page.goBack();
    await found(page, 60);
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Thrust Boring Machines' })).not.toBeChecked();
    await page.goForward();
    await found(page, 30);
    await showFilters(page);
    await expect(page.getByRole('checkbox', { name: 'Thrust Boring Machines' })).toBeChecked();
    await page.goForward();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('pagination windows for 1, 5, 6 and 20 pages', async ({ page }) => {
    for (const [count, expected] of [
      [12, null],
      [60, ['1', '2', '3', '4', '5']],
      [72, ['1', '2', '…', '6']],
      [240, ['1', '2', '…', '20']],
    ] as const) {
      await page.unrouteAll();
      await serveGeneratedIndex(page, count);
      await openListing(page, '/products-list?min_price=0');
      await found(page, count);
      if (!expected) {
        await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
        continue;
      }
      expect(await pageButtons(page)).toEqual(expected);
    }
    await openListing(page, '/products-list?min_price=0&page=10');
    await expect(page.getByRole('button', { name: 'Page 10' })).toHaveAttribute('aria-current', 'page');
    expect(await pageButtons(page)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByRole('button', { name: 'Page 11' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('button', { name: 'Page 20' }).click();
    await expect(page.getByRole('button', { name: 'Page 20' })).toHaveAttribute('aria-current', 'page');
    expect(await pageButtons(page)).toEqual(['1', '…', '19', '20']);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(cards(page)).toHaveCount(12);
  });

  test('a card names the category browsed when its product is in several', async ({ page }) => {
    const cassette = (p: Page) => p.locator('[data-product="mpo24-lc-cassette-om4-method-b"]');
    await openListing(page, '/products-list?category=3');
    await expect(cassette(page).getByText('Connectors & Adapters', { exact: true })).toBeVisible();
    await openListing(page, '/products-list?category=4');
    await expect(cassette(page).getByText('Patch Panels & Enclosures', { exact: true })).toBeVisible();
  });

  test('loading and error states', async ({ page, expectNoAxeViolations }) => {
    await page.route('**/catalogue/index.json', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openListing(page, '/products-list?category=1');
    await expect(page.getByText('Failed to load products. Please try again.')).toBeVisible();
    await expectNoAxeViolations();
  });

  test('live stock updates the cards', async ({ page }) => {
    await serveLiveStock(page, { 'pb-hydro-blowing-machine': 0, 'thrust-boring-machine': 9 });
    await openListing(page, '/products-list');
    const hydro = page.locator('[data-product="pb-hydro-blowing-machine"]');
    await expect(hydro.getByText('Out of Stock')).toBeVisible();
    await expect(hydro.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(page.locator('[data-product="thrust-boring-machine"]').getByText('In Stock (9)')).toBeVisible();
  });
});
