// On an island page the frame's script is asked for once the page has painted
// (docs/decisions/0018-frame-after-paint.md): until it has come, the header shows the account
// entry from the stored session alone, and a press of the frame's buttons waits and is replayed.
import type { Page } from '@playwright/test';
import { test, expect, isPhone } from './support/fixtures';

const FRAME = /\/_astro\/frame\.[\w-]+\.js$/;

/** Holds back the frame's script until `release()`. */
async function holdFrame(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(FRAME, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens path with the frame held back, once the head's loader has run. */
async function openWithoutFrame(page: Page, path: string) {
  const release = await holdFrame(page);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-session]')).toBeAttached();
  return release;
}

for (const path of ['/contact', '/login', '/products-list', '/products/thrust-boring-machine', '/es/apply']) {
  test(`${path} asks for the frame's script after its first paint, not in its HTML`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('script[src*="/_astro/frame."]')).toHaveCount(0);
    const timing = await page.evaluate(async () => {
      const frameEntry = () => performance.getEntriesByType('resource').find((e) => /\/_astro\/frame\./.test(e.name));
      while (!frameEntry()) await new Promise((resolve) => setTimeout(resolve, 50));
      return { frame: frameEntry()!.startTime, paint: performance.getEntriesByName('first-paint')[0]?.startTime };
    });
    expect(timing.paint, 'the page painted').toBeGreaterThan(0);
    expect(timing.frame).toBeGreaterThan(timing.paint!);
  });
}

test("a page without islands keeps the frame's script in its HTML", async ({ page }) => {
  await page.goto('/about');
  await expect(page.locator('script[type="module"][src*="/_astro/frame."]')).toHaveCount(1);
  await expect(page.locator('html[data-session="anonymous"]')).toBeAttached();
});

test("a press of the header's menu or search before the frame's script has come opens it once it has", async ({ page }) => {
  const release = await openWithoutFrame(page, '/contact');
  const [button, dialog] = isPhone(page) ? ['Open menu', 'Menu'] : ['Search', 'Search'];
  await page.getByRole('banner').getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
  release();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
});

test.describe('the account entry before the frame', () => {
  test.beforeEach(({ page }) =>
    test.skip(isPhone(page), "under 768 px the account entry is in the drawer, which the frame's script opens"),
  );

  test('a visitor sees Log in and Register', async ({ page }) => {
    await openWithoutFrame(page, '/apply');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.locator('[data-account-toggle]')).toBeHidden();
  });

  test('a signed-in customer sees their name from the stored session, and nothing of staff', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'stored-token');
      localStorage.setItem(
        'user',
        JSON.stringify({ id: 7, email: 'ana@example.com', first_name: 'Ana "Nena"', last_name: 'Díaz', role: 'customer' }),
      );
    });
    await openWithoutFrame(page, '/products-list');
    const toggle = page.locator('[data-account-toggle]');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName('Ana "Nena" Díaz');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeHidden();
    expect(await page.locator('html').getAttribute('data-staff')).toBeNull();
  });
});
