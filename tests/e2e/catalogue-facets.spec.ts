// Issue 27: the listing's facets from the chosen family's specifications (counts, the address,
// the drawer's count, back and forward), and the links between products, courses and articles.
// Screenshots of each state at both widths.
import type { TestInfo } from '@playwright/test';
import { test, expect, isPhone, type Page } from './support/fixtures';
import { loadCatalogue } from '#server/catalogue/catalogue';
import { specFacets } from '#domain/catalogue/specFacets';
import { showFilters } from './catalogue-support';

const CONNECTORS = 3;
const inFamily = loadCatalogue('content')
  .active()
  .filter((p) => p.categories.includes(CONNECTORS))
  .map((p) => specFacets([CONNECTORS], p.specifications));
/** Products of the family with every facet value named. */
const having = (want: Record<string, string>) =>
  inFamily.filter((f) => Object.entries(want).every(([k, v]) => f[k as 'connector']?.includes(v))).length;

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: !isPhone(page) });
const found = (page: Page, n: number) => expect(page.getByText(`${n} products found`, { exact: true })).toBeVisible();
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filters/ });

async function applyFacet(page: Page, legend: string, value: string, count: number) {
  await showFilters(page);
  const box = page.getByRole('group', { name: legend }).getByLabel(`${value} (${count})`, { exact: true });
  await box.check();
  await page.getByRole('button', { name: 'Apply Filters' }).click();
}

test('facets of the chosen family, with counts, in the address and the drawer count, restored by back and forward', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto(`/products-list?category=${CONNECTORS}`);
  await expect(page.locator('astro-island[component-url*="ListingIsland"]')).toHaveAttribute('data-live');
  await found(page, inFamily.length);
  await showFilters(page);
  const connector = page.getByRole('group', { name: 'Connector' });
  const sc = having({ connector: 'SC/APC' });
  await expect(connector.getByLabel(`SC/APC (${sc})`, { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Length' })).toBeVisible();
  await shot(page, info, 'facets-open');
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Apply Filters' }).click();

  await applyFacet(page, 'Connector', 'SC/APC', sc);
  await expect(page).toHaveURL(`/products-list?category=${CONNECTORS}&spec.connector=SC%2FAPC`);
  await found(page, sc);
  if (isPhone(page)) await expect(filtersButton(page)).toHaveText('Filters (2)');

  // The length counts now count SC/APC products only.
  const both = having({ connector: 'SC/APC', length: '3 m' });
  await applyFacet(page, 'Length', '3 m', both);
  await expect(page).toHaveURL(`/products-list?category=${CONNECTORS}&spec.connector=SC%2FAPC&spec.length=3+m`);
  await found(page, both);
  if (isPhone(page)) await expect(filtersButton(page)).toHaveText('Filters (3)');
  await expectNoAxeViolations();

  await page.goBack();
  await expect(page).toHaveURL(/spec\.connector=SC%2FAPC$/);
  await found(page, sc);
  await showFilters(page);
  await expect(page.getByRole('group', { name: 'Length' }).getByRole('checkbox', { name: /^3 m/ })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Connector' }).getByRole('checkbox', { name: /^SC\/APC/ })).toBeChecked();
  if (isPhone(page)) await page.getByRole('button', { name: 'Close' }).click();
  await page.goForward();
  await expect(page).toHaveURL(/spec\.length=3\+m$/);
  await found(page, both);

  // Another family leaves the connector facets behind.
  await page.goto(`/products-list?category=7&spec.connector=SC%2FAPC`);
  await expect(page.locator('astro-island[component-url*="ListingIsland"]')).toHaveAttribute('data-live');
  await showFilters(page);
  await expect(page.getByRole('group', { name: 'Categories' })).toBeVisible();
  await expect(page.locator('[data-facets]')).toHaveCount(0);
});

test('a product page links its course and articles; the article links back to the products it discusses', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/products/handheld-otdr-sm-1310-1550');
  const learn = page.locator('[data-learn-about]');
  await expect(learn.getByRole('heading', { name: 'Courses and articles' })).toBeVisible();
  await expect(learn.getByRole('link', { name: 'OTDR Testing and Trace Analysis' })).toHaveAttribute(
    'href',
    '/school/courses/otdr-testing-trace-analysis',
  );
  const article = learn.getByRole('link', { name: 'Reading an OTDR Trace' });
  await expect(article).toHaveAttribute('href', '/knowledge/otdr-trace-reading-basics');
  await learn.scrollIntoViewIfNeeded();
  await shot(page, info, 'product-learn');
  await expectNoAxeViolations();

  await article.click();
  await expect(page).toHaveURL('/knowledge/otdr-trace-reading-basics');
  const products = page.locator('[data-article-products]');
  await expect(page.getByRole('heading', { name: 'Products in this article' })).toBeVisible();
  await expect(products.getByRole('link', { name: /T-30 Handheld Single-Mode OTDR/ })).toHaveAttribute(
    'href',
    '/products/handheld-otdr-sm-1310-1550',
  );
  await expect(products.getByRole('link', { name: /Launch/i }).first()).toBeVisible();
  await products.scrollIntoViewIfNeeded();
  await shot(page, info, 'article-products');
  await expectNoAxeViolations();
});
