// /test-email: the internal e-mail tool — configuration, a test order e-mail,
// and the relay outbox for admins only.
import { expect, test, uniqueEmail } from './forms-support';

test('shows the configuration, sends a test order e-mail, and lists the outbox for an admin', async ({
  page,
  signInAdmin,
  expectNoAxeViolations,
}) => {
  await page.goto('/test-email');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('header nav a[href="/test-email"]')).toHaveCount(0);

  const config = page.getByRole('region', { name: 'E-mail configuration' });
  await expect(config.getByText('All required values are set.')).toBeVisible();
  await expect(config.getByText('loca••••••••-key')).toBeVisible();
  await expect(config.getByText('local-relay-public-key')).toHaveCount(0);
  await expect(config.getByText('team_notification', { exact: true })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(config.getByText(`${origin}/api/v1.0/email/send`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in as an admin' })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  const email = uniqueEmail('tester');
  await page.getByLabel('Auto-reply address').fill(email);
  await page.getByRole('button', { name: 'Send Test Order Email' }).click();
  await expect(page.getByText('Order request sent successfully! Our team will contact you within 24 hours.')).toBeVisible();

  await signInAdmin();
  await page.reload();
  const outbox = page.getByRole('region', { name: 'Relay outbox' });
  await expect(outbox.getByText('SMTP_URL is not set on the server: messages stay pending in the outbox.')).toBeVisible();
  const mine = outbox.getByRole('listitem').filter({ hasText: email });
  await expect(mine).toHaveCount(1); // the auto-reply, addressed to the tester
  await expect(mine.getByText('Auto-reply')).toBeVisible();
  await expect(mine.getByText('pending')).toBeVisible();
  await expect(
    outbox
      .getByRole('listitem')
      .filter({ hasText: 'Team notification' })
      .filter({ hasText: /\[order\] Test order e-mail \(ORDER\d{6}\)/ })
      .first(),
  ).toBeVisible();
  await expectNoAxeViolations();
});
