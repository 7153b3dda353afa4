// The site's Content-Security-Policy allows no eval: no page, form or dialog may trip it
// (zod's `new Function` probe did on every form page).
import { addToCartViaApi, expect, registerViaApi, signIn, test } from './journey-support';

test('no CSP violation report on the form pages, the order dialog and checkout', async ({ page, request }) => {
  await page.addInitScript(() => {
    (window as unknown as { cspReports: string[] }).cspReports = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { cspReports: string[] }).cspReports.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const reports = () => page.evaluate(() => (window as unknown as { cspReports: string[] }).cspReports);

  for (const path of ['/contact', '/consultation', '/apply', '/login', '/register']) {
    await page.goto(path);
    const submit = page.locator('main form button[type=submit]').first();
    await submit.click();
    await expect(page.getByText(/is required/).first()).toBeVisible();
    expect(await reports(), path).toEqual([]);
  }

  await page.goto('/products/thrust-boring-machine?action=order');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').locator('button[type=submit]').click();
  await expect(
    page
      .getByRole('dialog')
      .getByText(/is required/)
      .first(),
  ).toBeVisible();
  expect(await reports(), 'order dialog').toEqual([]);

  const session = await registerViaApi(request);
  await addToCartViaApi(request, session.token, 3);
  await signIn(page, session, '/checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await reports(), 'checkout').toEqual([]);
});
