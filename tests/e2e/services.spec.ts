import { test, expect, type Page } from './support/fixtures';

const cards = (page: Page) => page.locator('[data-service]');

test.describe('services page', () => {
  test('search, category chips (OR), heading, All Services, empty state', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { name: '16 service(s) available' })).toBeVisible();
    await expect(cards(page)).toHaveCount(16);
    const first = page.locator('[data-service="underground-fiber-installation"]');
    await expect(first.getByRole('heading', { name: 'Underground Fiber Installation' })).toBeVisible();
    await expect(first.getByText('$10 - $50 per foot')).toBeVisible();
    await expect(first.getByText('handholes', { exact: true })).toBeVisible();
    await expect(first.locator('svg').first()).toBeVisible();
    await expectNoAxeViolations();

    const search = page.getByPlaceholder('Search services...');
    await search.fill('splice'); // name/description
    const spliceCount = await cards(page).count();
    expect(spliceCount).toBeGreaterThan(0);
    await search.fill('make-ready'); // a tag
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: '1 service(s) available' })).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: 'Installation', exact: true }).click();
    await expect(page.getByRole('heading', { name: /service\(s\) available in Installation$/ })).toBeVisible();
    const installation = await cards(page).count();
    await page.getByRole('button', { name: 'Training', exact: true }).click();
    await expect(page.getByRole('heading', { name: /available in Installation, Training$/ })).toBeVisible();
    expect(await cards(page).count()).toBeGreaterThan(installation);
    await page.getByRole('button', { name: 'Installation', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Installation', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('heading', { name: /available in Training$/ })).toBeVisible();

    await search.fill('zzz-nothing');
    await expect(page.getByText('No services found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or clearing the filters.')).toBeVisible();
    await expectNoAxeViolations();

    await page.getByRole('button', { name: 'All Services' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: '16 service(s) available' })).toBeVisible();
  });
});
