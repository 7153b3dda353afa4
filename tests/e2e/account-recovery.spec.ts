// Forgot → reset password with the link delivered to a real SMTP server, and sign-out that
// ends sessions elsewhere, against a server and database of this file's own.
import { decoded } from '../api/smtp-server';
import { newAccount, openAccountMenu, registerViaApi, signIn } from './journey-support';
import { expect } from './support/fixtures';
import { mailedTest } from './support/mailed-test';

/** This file's own server, delivering its mail to an SMTP server started here. */
const test = mailedTest();
test.describe.configure({ timeout: 120_000 });

test('forgot password → e-mailed link → new password → sign in with it; the old one is refused', async ({
  page,
  request,
  mailed: { smtp, baseURL },
  expectNoAxeViolations,
}) => {
  const account = newAccount();
  await registerViaApi(request, account);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText("If an account exists for that e-mail, we've sent a link to reset your password.");

  await expect.poll(() => smtp.received.filter((m) => m.to.includes(account.email)).length, { timeout: 15_000 }).toBe(1);
  const mail = decoded(smtp.received.find((m) => m.to.includes(account.email))!.raw);
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail)![0]);

  await page.goto(`/reset-password${link.search}`);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/); // the token is not kept in the address bar
  await page.getByLabel('New Password', { exact: true }).fill('Fresh-Path-2026');
  await page.getByLabel('Confirm New Password').fill('Fresh-Path-2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Fresh-Path-2026');
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login\?reset=1$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset. Please log in.' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible();
  await page.getByLabel('Password').fill('Fresh-Path-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The link was used: opening it again says so and offers a new one.
  await page.goto(`/reset-password${link.search}`);
  await page.getByLabel('New Password', { exact: true }).fill('Another-Path-9');
  await page.getByLabel('Confirm New Password').fill('Another-Path-9');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('a reset page without a token says the link is invalid', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  await expectNoAxeViolations();
});

test('sign out of all devices ends a second browser’s session; Log out revokes the token', async ({ page, browser, request, baseURL }) => {
  const session = await registerViaApi(request);
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signIn(otherPage, session, '/account');
  await expect(otherPage.getByRole('heading', { name: 'My Account' })).toBeVisible();

  await signIn(page, session, '/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Sign out of all devices' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('You have been signed out of all devices.')).toBeVisible();

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${session.token}` } })).status()).toBe(401);
  await other.close();

  // Log out in the header: the token it held no longer works anywhere.
  const fresh = await request.post('/api/auth/login', { data: { email: session.account.email, password: session.account.password } });
  const token = (await fresh.json()).access_token as string;
  await signIn(page, { ...session, token }, '/about');
  expect((await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.locator('[data-login-link]')).toBeAttached();
  await expect.poll(async () => (await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
});
