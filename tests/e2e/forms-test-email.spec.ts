// /test-email: the staff's e-mail tool. A visitor is sent to the sign-in page; an admin sees
// the configuration, sends a test order e-mail that is delivered but never a lead, and reads
// the development outbox's messages with links that work on this server.
import { expect, test, uniqueEmail } from './forms-support';
import { STAFF } from './staff.helpers';

test('a visitor opening /test-email gets the sign-in page', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/test-email');
  await expect(page).toHaveURL(/\/login\?from=%2Ftest-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Test Order Email' })).toHaveCount(0);
  await expectNoAxeViolations();
});

test('an admin sends a test order e-mail that is no lead, and reads the outbox’s messages with working links', async ({
  page,
  request,
  relay,
  signInAdmin,
  expectNoAxeViolations,
}, info) => {
  const leads = async () =>
    (
      (await (
        await request.get(`${relay.baseURL}/api/admin/leads`, { headers: { Authorization: `Bearer ${relay.admin.token}` } })
      ).json()) as { total: number }
    ).total;
  const leadsBefore = await leads();
  await signInAdmin();
  await page.goto('/test-email');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const config = page.getByRole('region', { name: 'E-mail configuration' });
  await expect(config.getByText('All required values are set.')).toBeVisible();
  await expect(config.getByText('loca••••••••-key')).toBeVisible();
  await expect(config.getByText('local-relay-public-key')).toHaveCount(0);

  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  const email = uniqueEmail('tester');
  await page.getByLabel('Auto-reply address').fill(email);
  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(
    page.getByText(new RegExp(`Test e-mail ORDER\\d{6} stored for delivery: the team's copy and the auto-reply to ${email}\\.`)),
  ).toBeVisible();

  const outbox = page.getByRole('region', { name: 'Relay outbox' });
  await expect(outbox.getByText('SMTP_URL is not set on the server: messages stay pending in the outbox.')).toBeVisible();
  const mine = outbox.getByRole('listitem').filter({ hasText: `To: ${email}` });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText('Auto-reply')).toBeVisible();
  await mine.getByText('Read the message').click();
  await expect(mine).toContainText('Thank you for contacting FiberPro Texas. We received your order submission');
  expect(await leads()).toBe(leadsBefore);
  await page.screenshot({ path: info.outputPath(`test-email-${page.viewportSize()?.width}.png`), fullPage: true });
  await expectNoAxeViolations();

  // A password reset in development: its link, read here, opens this server's reset page.
  await request.post(`${relay.baseURL}/api/auth/forgot-password`, { data: { email: STAFF.email } });
  const reset = outbox.getByRole('listitem').filter({ hasText: 'Reset your FiberPro Texas password' }).first();
  await expect(async () => {
    await outbox.getByRole('button', { name: 'Refresh' }).click();
    await expect(reset).toBeVisible({ timeout: 1000 });
  }).toPass();
  await reset.getByText('Read the message').click();
  const link = reset.getByRole('link', { name: /\/reset-password\?token=/ });
  await expect(link).toHaveAttribute('href', new RegExp(`^${relay.baseURL}/reset-password\\?token=[\\w-]{43}$`));
  await link.click();
  // The page takes the token out of the address bar once it has read it.
  await expect(page).toHaveURL(new RegExp(`^${relay.baseURL}/reset-password`));
  await expect(page.getByLabel('New Password', { exact: true })).toBeVisible();
});
