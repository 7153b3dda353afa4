// Site search: the header dialog (button and `/` key) and the /search page, over the
// Pagefind index built with the site.
import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';

const results = (page: Page) => page.getByRole('list', { name: 'Search results' });
const result = (page: Page, type: string, title: string) =>
  results(page)
    .getByRole('link')
    .filter({ hasText: title })
    .filter({ has: page.getByText(type, { exact: true }) });

async function openFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('loads nothing for search until it is opened, then finds each kind of item by words in its body', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (r) => /\/pagefind\/|searchDialog|searchPanel/.test(r.url()) && searchRequests.push(r.url()));
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(searchRequests, 'no search code before it is opened').toEqual([]);

  const dialog = await openFromHeader(page);
  const box = dialog.getByRole('searchbox', { name: 'Search products, services, courses and articles' });
  await expect(box).toBeFocused();
  expect(searchRequests.some((u) => u.endsWith('/pagefind/pagefind.js'))).toBe(true);

  const cases = [
    ['aftercooled', 'Product', 'PB Pneumatic Cable Blowing Machine'],
    ['snowshoes', 'Service', 'Aerial Fiber Installation'],
    ['pulse width', 'Course', 'OTDR Testing and Trace Analysis'],
    ['ghost', 'Article', 'Reading an OTDR Trace'],
  ] as const;
  for (const [words, type, title] of cases) {
    await box.fill(words);
    await expect(result(page, type, title)).toBeVisible();
  }
  // The match is highlighted in the excerpt.
  await expect(result(page, 'Article', 'Reading an OTDR Trace').locator('mark').first()).toHaveText(/ghost/i);

  // Products show their price and stock.
  await box.fill('aftercooled');
  await expect(result(page, 'Product', 'PB Pneumatic Cable Blowing Machine')).toContainText(
    /\$[\d,]+\.\d\d · (In Stock \(\d+\)|Out of Stock)/,
  );
});

test('the type filter narrows the results', async ({ page }) => {
  await page.goto('/');
  const dialog = await openFromHeader(page);
  await dialog.getByRole('searchbox').fill('bidirectional');
  await expect(dialog.getByRole('status').first()).toHaveText(/^\d+ results for “bidirectional”$/);
  await expect(result(page, 'Service', 'Fusion Splicing')).toBeVisible();
  await expect(result(page, 'Course', 'OTDR Testing and Trace Analysis')).toBeVisible();

  await dialog.getByText('Courses', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: 'Courses' })).toBeChecked();
  await expect(dialog.getByRole('status').first()).toHaveText('1 result for “bidirectional” in Courses');
  await expect(results(page).getByRole('link')).toHaveCount(1);
  await expect(result(page, 'Course', 'OTDR Testing and Trace Analysis')).toBeVisible();

  await dialog.getByText('Services', { exact: true }).click();
  await expect(result(page, 'Course', 'OTDR Testing and Trace Analysis')).toHaveCount(0);
  await expect(result(page, 'Service', 'Fusion Splicing')).toBeVisible();
});

test('keyboard only: / opens, arrows move through results, Enter opens one, Escape closes', async ({ page }) => {
  await page.goto('/faq');
  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('ghost');
  const first = results(page).getByRole('link').first();
  await expect(first).toContainText('Reading an OTDR Trace');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  await page.keyboard.press('/');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expect(dialog.getByRole('searchbox')).toHaveValue('ghost');
  await page.keyboard.press('ArrowDown');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/knowledge\/otdr-trace-reading-basics\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading an OTDR Trace');
});

test('a search with no match shows a helpful empty state', async ({ page }) => {
  await page.goto('/search?q=zzqxv');
  await expect(page.getByText('No results for “zzqxv”', { exact: true }).last()).toBeVisible();
  await expect(page.getByText('Check the spelling, or use a more general word such as “splicer” or “OTDR”.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Knowledge Base' })).toHaveAttribute('href', '/school?tab=knowledge');
});

test('/search keeps the query and type in the address, and reload restores them', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/search');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search products, services, courses and articles' });
  await expect(box).toBeFocused();
  await box.fill('snowshoes');
  await expect(result(page, 'Service', 'Aerial Fiber Installation')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=snowshoes$/);
  await page.getByRole('main').getByText('Services', { exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=snowshoes&type=Services$/);

  await page.reload();
  await expect(box).toHaveValue('snowshoes');
  await expect(page.getByRole('radio', { name: 'Services' })).toBeChecked();
  await expect(result(page, 'Service', 'Aerial Fiber Installation')).toBeVisible();
  await expectNoAxeViolations();

  await result(page, 'Service', 'Aerial Fiber Installation').click();
  await expect(page).toHaveURL(/\/services#service-aerial-fiber-installation$/);
});

test('the search dialog has no accessibility violations, with results and when empty', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/');
  const dialog = await openFromHeader(page);
  await expectNoAxeViolations();
  await dialog.getByRole('searchbox').fill('splicing');
  await expect(results(page).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByRole('searchbox').fill('zzqxv');
  await expect(dialog.getByText('No results for “zzqxv”', { exact: true }).last()).toBeVisible();
  await expectNoAxeViolations();
  await dialog.getByRole('button', { name: 'Close search' }).click();
  await expect(dialog).toBeHidden();
});

test('article excerpts keep the spaces between words and leave out the page furniture', async ({ page }) => {
  await page.goto('/search?q=reading+an+otdr+trace');
  const link = result(page, 'Article', 'Reading an OTDR Trace');
  await expect(link).toBeVisible();
  const excerpt = (await link.locator('span.text-sm').first().textContent()) ?? '';
  expect(excerpt).not.toContain('Knowledge Base');
  expect(excerpt).not.toMatch(/[a-z](GUIDE|FAQ)/);
  expect(excerpt.length).toBeGreaterThan(40);
});

// Issue 27, item 3: product results with their picture and live stock, products first for a
// query that names a kind of product, excerpts as whole sentences.
const T30 = 'FiberPro T-30 Handheld Single-Mode OTDR';
const T30_SLUG = 'handheld-otdr-sm-1310-1550';

/** Answers the live stock with `stock`, but only once `release` is called; records the slugs asked for. */
async function holdLiveStock(page: Page, stock: Record<string, number>) {
  const asked: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/products/stock',
    async (route) => {
      asked.push(...(new URL(route.request().url()).searchParams.get('slugs')?.split(',') ?? ['(all)']));
      await released;
      await route.fulfill({ json: stock });
    },
  );
  return { asked, release };
}

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`) });

test('product results show their picture, then the live stock, never the build’s figure meanwhile', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  const live = await holdLiveStock(page, { [T30_SLUG]: 4 });
  await page.goto('/search?q=OTDR');
  const t30 = result(page, 'Product', T30);
  // The build said 6: until the API answers, no figure is shown.
  await expect(t30).toContainText('$3,950.00 · Checking stock…');
  await expect(t30).not.toContainText('In Stock (6)');
  const thumb = t30.locator('img');
  await expect(thumb).toHaveAttribute('src', `/images/products/${T30_SLUG}.svg`);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectNoAxeViolations();

  live.release();
  await expect(t30).toContainText('$3,950.00 · In Stock (4)');
  await expect(page.locator('[data-stock-note]')).toBeHidden();
  // Only the products on screen were asked for, not the catalogue.
  expect(live.asked).toContain(T30_SLUG);
  expect(live.asked.length).toBeLessThanOrEqual(8);
  // Services, courses and articles have no picture and no stock.
  await expect(
    results(page)
      .getByRole('link')
      .filter({ hasNot: page.locator('img') })
      .filter({ hasText: 'Checking stock' }),
  ).toHaveCount(0);
  await expectNoAxeViolations();
  await shot(page, info, 'search-live-stock');
});

test('the header’s search dialog shows the live stock too', async ({ page }, info) => {
  const live = await holdLiveStock(page, { [T30_SLUG]: 0 });
  live.release();
  await page.goto('/about');
  const dialog = await openFromHeader(page);
  await dialog.getByRole('searchbox').fill('otdr');
  await expect(result(page, 'Product', T30)).toContainText('$3,950.00 · Out of Stock');
  await expect(result(page, 'Product', T30).locator('img')).toBeVisible();
  await shot(page, info, 'search-dialog');
});

test('a query naming a kind of product lists the products first, ahead of the service and the course', async ({ page }) => {
  await page.goto('/search?q=OTDR');
  const links = results(page).getByRole('link');
  const course = result(page, 'Course', 'OTDR Testing and Trace Analysis');
  await expect(links.first()).toBeVisible();
  // The results render in steps: more are asked for only while the button is there.
  const more = page.getByRole('button', { name: 'Show more results' });
  await expect(async () => {
    if (await more.isVisible()) await more.click();
    await expect(course).toBeVisible({ timeout: 1_000 });
  }).toPass();
  const types = await links.locator('.badge').allTextContents();
  const firstOther = types.findIndex((t) => t !== 'Product');
  expect(types.slice(0, firstOther).length, 'products on top').toBeGreaterThanOrEqual(2);
  expect(types.slice(firstOther), 'no product below a service, course or article').not.toContain('Product');
  const titles = await links.locator('span.font-semibold').allTextContents();
  for (const product of [T30, 'FiberPro T-50 Quad-Wavelength OTDR']) {
    expect(titles.findIndex((t) => t.startsWith(product))).toBeLessThan(firstOther);
  }

  // Asking for a course keeps the courses on top.
  await page.goto('/search?q=OTDR+course');
  await expect(links.first().locator('.badge')).toHaveText('Course');
});

test('excerpts are whole sentences, the title not repeated', async ({ page }) => {
  await page.goto('/search?q=OTDR');
  const excerpt = result(page, 'Product', T30).locator('[data-excerpt]');
  await expect(excerpt).toHaveText(
    'Handheld single-mode OTDR for FTTx and metro links: 32/30 dB dynamic range, 0.8 m event dead zone, automatic event tables and pass/fail against your thresholds, with a built-in VFL and power meter.',
  );
  await expect(excerpt.locator('mark')).toHaveText(['OTDR']);
  for (const text of await results(page).locator('[data-excerpt]').allTextContents()) {
    expect(text, 'starts a sentence').toMatch(/^(… |[A-Z0-9“"(])/);
    expect(text, 'ends a sentence').toMatch(/([.!?]["”’)]*| …)$/);
  }
});

test('when the live stock cannot be read, the build’s figures are shown under a note saying so', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.route(
    (url) => url.pathname === '/api/products/stock',
    (route) => route.fulfill({ status: 503, json: { detail: 'Service unavailable' } }),
  );
  await page.goto('/search?q=handheld');
  await expect(result(page, 'Product', T30)).toContainText('$3,950.00 · In Stock (6)');
  await expect(page.getByText(/^Price and stock as of [A-Z][a-z]+ \d{1,2}, \d{4} — live stock could not be loaded$/)).toBeVisible();
  await expectNoAxeViolations();

  // A new search starts without the note until its own figures are known.
  await page.unrouteAll();
  await page.getByRole('main').getByRole('searchbox').fill('OTDR');
  await expect(page.locator('[data-stock-note]')).toBeHidden();
});
