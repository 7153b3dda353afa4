// The page frame: header, nav, drawer, footer, hash scrolling.
import { test, expect, isPhone } from './support/fixtures';

const NAV = [
  ['Home', '/'],
  ['Shop', '/products'],
  ['Services', '/services'],
  ['School', '/school'],
  ['Apply', '/apply'],
  ['About', '/about'],
  ['Consultation', '/consultation'],
  ['Contact Support', '/contact'],
] as const;

test('header nav (desktop) or drawer (phone) has the eight links with their labels', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('banner').getByRole('link', { name: 'FiberPro Texas home' })).toHaveAttribute('href', '/');
  let nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    await expect(nav).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    nav = page.getByRole('navigation', { name: 'Mobile' });
  }
  for (const [label, href] of NAV) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
});

test('header stays on screen while scrolling', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 2000);
  await expect(page.locator('header').first()).toBeInViewport();
});

test('footer columns, contact details, social links and copyright year', async ({ page }) => {
  await page.goto('/');
  const footer = page.locator('footer');
  const school = footer.getByRole('navigation', { name: 'School' });
  for (const label of ['Courses', 'Sessions', 'Knowledge Base'])
    await expect(school.getByRole('link', { name: label })).toHaveAttribute('href', '/school');
  await expect(school.getByRole('link', { name: 'Shop Products' })).toHaveAttribute('href', '/products');
  const service = footer.getByRole('navigation', { name: 'Customer Service' });
  for (const [label, href] of [
    ['Consultation', '/consultation'],
    ['Apply', '/apply'],
    ['About', '/about'],
    ['Contact Support', '/contact'],
  ]) {
    await expect(service.getByRole('link', { name: label })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('Professional fiber optic equipment and solutions for telecommunications infrastructure.');
  await expect(footer.getByRole('link', { name: '(210) 555-0147' })).toHaveAttribute('href', 'tel:+12105550147');
  await expect(footer.getByRole('link', { name: 'info@fiberpro-texas.com' })).toHaveAttribute('href', 'mailto:info@fiberpro-texas.com');
  await expect(footer).toContainText('San Antonio, TX');
  const instagram = footer.getByRole('link', { name: /Instagram/ });
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', /noopener/);
  // Facebook and Twitter are unset in the site facts: hidden, not dead links.
  await expect(footer.getByRole('link', { name: /Facebook|Twitter/ })).toHaveCount(0);
  await expect(footer).toContainText(`© ${new Date().getFullYear()} FiberPro Texas`);
});

test('every nav and footer link resolves (no dead links)', async ({ page, request }) => {
  await page.goto('/');
  const hrefs = await page
    .locator('header a[href^="/"], footer a[href^="/"]')
    .evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(8);
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
});

test('content is at most 1200 px wide', async ({ page }) => {
  await page.goto('/');
  const width = await page
    .locator('main .container-site')
    .first()
    .evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(1200);
});

test('page-level toast area sits at the bottom right', async ({ page }) => {
  await page.goto('/');
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toHaveClass(/bottom-4/);
  await expect(region).toHaveClass(/right-4/);
});

test.describe('mobile drawer', () => {
  test.beforeEach(({ page }) => test.skip(!isPhone(page), 'the drawer exists under 768 px only'));

  test('opens at 280 px, locks scrolling, closes on Escape and returns focus', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect.poll(() => drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(280);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 800);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test('closes with its close button and on a backdrop click', async ({ page }) => {
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await opener.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(20, 400); // left of the 280 px panel: the backdrop
    await expect(drawer).toBeHidden();
  });

  test('keeps focus inside while open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => !!document.activeElement?.closest('#mobile-drawer') || document.activeElement === document.body),
      ).toBe(true);
    }
  });

  test('closes on link click and navigates', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about\/?$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });
});

test('a URL hash scrolls to its element; without a hash the page starts at the top', async ({ page }) => {
  await page.goto('/about#partners-title');
  await expect(page.locator('#partners-title')).toBeInViewport();
  expect(await page.evaluate(() => scrollY)).toBeGreaterThan(200);
  await page.goto('/about');
  expect(await page.evaluate(() => scrollY)).toBe(0);
});
