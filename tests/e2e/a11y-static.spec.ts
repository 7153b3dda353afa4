// Zero axe violations (WCAG 2.2 AA) on the static pages, drawer open included.
import { test, isPhone } from './support/fixtures';

const PAGES = [
  '/',
  '/about',
  '/faq',
  '/training',
  '/knowledge/ftth-splitter-placement-best-practices',
  '/knowledge/no-such-article',
  '/missing-page',
];

for (const path of PAGES) {
  test(`axe: ${path}`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(path);
    await expectNoAxeViolations();
  });
}

test('axe: FAQ with answers open', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/faq');
  for (const s of await page.locator('details summary').all()) await s.click();
  await expectNoAxeViolations();
});

test('axe: drawer open', async ({ page, expectNoAxeViolations }) => {
  test.skip(!isPhone(page), 'the drawer exists under 768 px only');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations();
});
