// /account: profile edit and password change.
import { expect, loginThroughForm, registerViaApi, signIn, test } from './journey-support';

test('profile: read-only until Edit Profile, messages, save, and the API down', async ({ page, request, expectNoAxeViolations }) => {
  const session = await registerViaApi(request);
  await signIn(page, session, '/account');
  const first = page.getByLabel('First Name');
  await expect(first).toHaveValue('Jo');
  await expect(first).not.toBeEditable();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expectNoAxeViolations();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await first.fill('');
  await page.getByLabel('Last Name').fill('');
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoAxeViolations();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(first).toHaveValue('Jo');
  await expect(first).not.toBeEditable();

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await first.fill('Joanna');
  await page.getByLabel('Phone').fill('512-555-0199');
  await page.route('**/api/auth/me', (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update profile')).toBeVisible();
  await expect(first).toHaveValue('Joanna');
  await page.unroute('**/api/auth/me');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(first).not.toBeEditable();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Joanna');
  await expect(page.getByLabel('Phone')).toHaveValue('512-555-0199');
});

test('change password: every message, then the new password works and the old fails', async ({ page, request, expectNoAxeViolations }) => {
  const session = await registerViaApi(request);
  const { email, password } = session.account;
  await signIn(page, session, '/account');
  await page.getByRole('tab', { name: 'Security' }).click();
  const change = page.getByRole('button', { name: 'Change Password' });
  await change.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your new password')).toBeVisible();
  await expectNoAxeViolations();

  const current = page.getByLabel('Current Password');
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');
  await next.fill('short1');
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await next.fill('12345678');
  await expect(page.getByText('Password must contain at least one letter')).toBeVisible();
  await next.fill('abcdefgh');
  await expect(page.getByText('Password must contain at least one number')).toBeVisible();
  await next.fill('NewPassw0rd');
  await confirm.fill('Different1');
  await change.click();
  await expect(page.getByText('Passwords must match')).toBeVisible();

  await current.fill('Wrong-passw0rd');
  await confirm.fill('NewPassw0rd');
  await change.click();
  await expect(page.getByText('Failed to change password').first()).toBeVisible();
  await expect(next).toHaveValue('NewPassw0rd');

  await current.fill(password);
  await change.click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(current).toHaveValue('');
  // This tab keeps working with the fresh token.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await loginThroughForm(page, email, password);
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed. Please check your credentials.' })).toBeVisible();
  await loginThroughForm(page, email, 'NewPassw0rd');
  await expect(page).toHaveURL('/');
});
