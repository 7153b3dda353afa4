// A click on a form's submit button right after typing in the last field must reach the
// button: the blur that the press causes may show an error line, but nothing may move
// between press and release.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

async function pressTopEdge(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const before = (await button.boundingBox())!;
  await page.evaluate(() => {
    (window as unknown as { submits: number }).submits = 0;
    document.addEventListener('submit', () => (window as unknown as { submits: number }).submits++, true);
  });
  await page.mouse.move(before.x + before.width / 2, before.y + 2);
  await page.mouse.down();
  await page.waitForTimeout(150);
  const during = (await button.boundingBox())!;
  await page.mouse.up();
  expect(during.y, 'the button stays put between press and release').toBe(before.y);
  await expect.poll(() => page.evaluate(() => (window as unknown as { submits: number }).submits)).toBe(1);
}

const cases: { path: string; field: string; value: string; button: string; dialog?: boolean }[] = [
  { path: '/contact', field: 'Message', value: 'Hi', button: 'Send Message' },
  { path: '/consultation', field: 'Email', value: 'not-an-email', button: 'Request Consultation' },
  { path: '/apply', field: 'Message', value: 'Hi', button: 'Submit Application' },
  { path: '/login', field: 'Password', value: '123', button: 'Log in' },
  { path: '/register', field: 'Confirm Password', value: 'x', button: 'Register' },
  { path: '/products/thrust-boring-machine?action=order', field: 'Phone Number', value: '1', button: 'Submit Order', dialog: true },
];

for (const c of cases) {
  test(`${c.path}: the submit click after typing in the last field is not lost`, async ({ page }) => {
    await page.goto(c.path);
    const scope = c.dialog ? page.getByRole('dialog') : page.locator('main');
    const field = scope.getByLabel(new RegExp(`^${c.field}\\s*\\*?\\s*$`));
    await expect(field).toBeEditable();
    await field.fill(c.value);
    await pressTopEdge(page, scope.getByRole('button', { name: c.button, exact: true }));
  });
}
