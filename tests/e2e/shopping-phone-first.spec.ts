// Shopping and booking on a phone first (360 px) and a desktop (1280 px): the first product in
// the first screen, sort and filters in the address, the phone's buy bar, the return after
// registering, the phone prefill, the order page's width, carrier links, session cards and
// the waitlist button. Each changed page is photographed at both widths.
import type { TestInfo } from '@playwright/test';
import {
  addToCartViaApi,
  expect,
  isPhone,
  newAccount,
  PRODUCTS,
  placeOrderViaApi,
  registerViaApi,
  shipViaStaffApi,
  signIn,
  test,
} from './journey-support';
import type { Page } from './support/fixtures';

const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: false });

/** The element's top (badge and name) lies inside the first screen, and nothing scrolls sideways. */
async function expectInFirstScreen(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  const { height } = page.viewportSize()!;
  expect(box, selector).not.toBeNull();
  expect(box!.y + Math.min(box!.height, 60)).toBeLessThanOrEqual(height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

test('the first product card is in the first screen of the showcase and the listing', async ({ page, expectNoAxeViolations }, info) => {
  // Two axe checks of whole catalogue pages (every product card): slow on a busy 2-core machine.
  test.setTimeout(120_000);
  await page.goto('/products');
  await expect(page.locator('article[data-product]').first()).toBeVisible();
  await expectInFirstScreen(page, 'article[data-product]');
  const chips = page.getByRole('group', { name: 'Categories' });
  // Compact chips: one row, scrolling sideways inside itself.
  expect(await chips.evaluate((el) => el.scrollWidth > el.clientWidth && el.clientHeight < 60)).toBe(true);
  await shot(page, info, 'products');
  await expectNoAxeViolations();

  await page.goto('/products-list');
  await expect(page.locator('article[data-product]').first()).toBeVisible();
  await expectInFirstScreen(page, 'article[data-product]');
  await expect(page.locator('article[data-product] img').first()).toHaveAttribute('src', /\/images\//);
  await shot(page, info, 'products-list');
  await expectNoAxeViolations();
});

test('the listing sorts and filters through the address; on a phone the filters are a drawer with a count', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/products-list');
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  const prices = async () =>
    (await page.locator('article[data-product] p > span.font-bold').allTextContents()).map((t) => Number(t.replace(/[$,]/g, '')));
  const sorted = async (dir: 1 | -1) => {
    const list = await prices();
    return list.length > 1 && list.every((p, i) => i === 0 || dir * (p - list[i - 1]) >= 0);
  };
  await expect.poll(() => sorted(-1)).toBe(true);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await expect.poll(() => sorted(1)).toBe(true);

  const filters = page.getByRole('button', { name: /^Filters/ });
  if (isPhone(page)) {
    await expect(page.getByRole('button', { name: 'Apply Filters' })).toBeHidden();
    await filters.click();
    const drawer = page.getByRole('dialog', { name: 'Product filters' });
    await expect(drawer).toBeVisible();
    await shot(page, info, 'products-list-filters');
    await expectNoAxeViolations();
    await drawer.getByLabel('Testing Equipment').check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(filters).toHaveText('Filters (1)');
    await expect(filters).toBeFocused();
  } else {
    await expect(filters).toBeHidden();
    await page.getByLabel('Testing Equipment').check();
    await page.getByRole('button', { name: 'Apply Filters' }).click();
  }
  await expect(page).toHaveURL(/sort=price_asc&category=\d+$/);
  await expect(page.locator('article[data-product]').first()).toContainText('Testing Equipment');
  await expectNoAxeViolations();
});

test('a product page keeps its price and Order Now in reach at the bottom of a phone', async ({ page, expectNoAxeViolations }, info) => {
  await page.goto('/products/handheld-otdr-sm-1310-1550');
  const bar = page.locator('[data-buy-bar]');
  if (!isPhone(page)) {
    await expect(bar).toBeHidden();
    await shot(page, info, 'product');
    return;
  }
  // At first view the page's own buy box is in sight: the bar covers neither the part number nor the price.
  await expect(bar).toBeHidden();
  await page.locator('[data-buy-box]').getByRole('button', { name: 'Order Now' }).scrollIntoViewIfNeeded();
  await expect(bar).toBeHidden();
  await page.locator('footer').scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport();
  await expect(bar.getByText(/^\$[\d,]+\.\d\d$/).first()).toBeVisible();
  await shot(page, info, 'product-bottom');
  await expectNoAxeViolations();
  await bar.getByRole('link', { name: 'Order Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Order Request' })).toBeVisible();
  await expect(page).toHaveURL('/products/handheld-otdr-sm-1310-1550');
});

test('registering returns to the page the person came from with a notice; a taken e-mail offers Log in and Forgot password?', async ({
  page,
  request,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/about');
  await expect(page.locator('a[data-auth-link][href^="/register"]').first()).toHaveAttribute('href', '/register?from=%2Fabout');

  const account = newAccount();
  await page.goto('/register?from=%2Fabout');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/about');
  await expect(page.getByText('Your account has been created.')).toBeVisible();

  const taken = await registerViaApi(request);
  await page.evaluate(() => localStorage.clear());
  await page.goto('/register?from=%2Fabout');
  await page.getByLabel('Username').fill(`x${account.username}`.slice(0, 20));
  await page.getByLabel('Email').fill(taken.account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm Password').fill(account.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An account with this email already exists' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('form').getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?from=%2Fabout');
  await expect(page.locator('form').getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await shot(page, info, 'register-taken');
  await expectNoAxeViolations();
});

test('the cart shows the tax checkout adds; checkout has the phone from registration', async ({ page, request }, info) => {
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, PRODUCTS.lubricant.id, 1);
  await signIn(page, session, '/cart');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Tax (7%)$2.38');
  await shot(page, info, 'cart');
  await page.goto('/checkout');
  await expect(page.getByLabel('Phone')).toHaveValue(session.account.phone);
  await shot(page, info, 'checkout');
});

test('an order page fits a phone and links a UPS tracking number to UPS', async ({ page, request, expectNoAxeViolations }, info) => {
  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, PRODUCTS.lubricant.id, 1);
  const order = await placeOrderViaApi(request, session);
  await shipViaStaffApi(request, order.id, '1Z 999 AA1 01 2345 6784');
  await signIn(page, session, `/orders/${order.id}`);
  const link = page.getByRole('status').getByRole('link', { name: /1Z 999 AA1 01 2345 6784/ });
  await expect(link).toHaveAttribute('href', 'https://www.ups.com/track?tracknum=1Z999AA10123456784');
  await expect(page.getByRole('link', { name: /track with UPS/ })).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await shot(page, info, 'order');
  await expectNoAxeViolations();
});

test('session cards: price, hours, one date for a one-day session, seats left, the waitlist beside Session Full; tabs fit', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/school?tab=sessions');
  const tabs = page.getByRole('tablist');
  const knowledge = await page.getByRole('tab', { name: 'Knowledge Base' }).boundingBox();
  const list = await tabs.boundingBox();
  expect(knowledge!.x + knowledge!.width).toBeLessThanOrEqual(list!.x + list!.width);
  expect(list!.x + list!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  const cards = page.getByRole('tabpanel').locator('article');
  const oneDay = cards.filter({ hasText: 'Fiber Safety and OSHA Compliance' });
  await expect(oneDay.getByText('April 8, 2027', { exact: true })).toBeVisible();
  const open = cards.filter({ hasText: 'Fiber Optic Fundamentals' });
  await expect(open.getByText('January 19, 2027 - January 20, 2027')).toBeVisible();
  await expect(open.getByText('8:00 AM – 5:00 PM Central time')).toBeVisible();
  await expect(open.getByText('$595.00')).toBeVisible();
  await expect(open.getByText(/14\/20 enrolled, 6 seats left/)).toBeVisible();

  const full = cards.filter({ hasText: 'Fusion Splicing Techniques' });
  await expect(full.getByRole('button', { name: 'Session Full' })).toBeDisabled();
  await expect(full.getByRole('link', { name: 'Join the waitlist' })).toHaveAttribute(
    'href',
    /^\/contact\?type=session&course=Fusion%20Splicing/,
  );
  await shot(page, info, 'school-sessions');
  await expectNoAxeViolations();
});
