// /apply 'Join Our Team'.
import type { Page } from '@playwright/test';
import {
  expect,
  expectFieldMessages,
  expectTeamThenAutoReply,
  failAutoReplyOnly,
  failTeamSend,
  failureText,
  holdFirstSend,
  test,
  uniqueEmail,
} from './forms-support';

const form = (page: Page) => page.locator('form[aria-labelledby="apply-form-title"]');
const f = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const submit = (page: Page) => form(page).getByRole('button', { name: 'Submit Application' });
const MESSAGE = 'Eight years splicing ribbon and loose-tube cable for telecom carriers; FOA CFOT certified.';

async function fillValid(page: Page, email: string) {
  await f(page, 'full_name').fill('Grace Hopper');
  await f(page, 'email').fill(email);
  await f(page, 'phone').fill('+1 210-555-0199');
  await f(page, 'location').fill('San Antonio, TX');
  await f(page, 'message').fill(MESSAGE);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/apply');
  await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
  await expect(submit(page)).toBeEnabled();
});

test('every validation message, with the message counter', async ({ page, expectNoAxeViolations }) => {
  await submit(page).click();
  for (const message of [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'Location is required',
    'Please tell us why you want to work with us',
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations();

  await expectFieldMessages(form(page), [
    ['full_name', 'G', 'Name must be at least 2 characters'],
    ['full_name', 'G'.repeat(101), 'Name must not exceed 100 characters'],
    ['email', 'grace@', 'Invalid email address'],
    ['phone', '0555', 'Please enter a valid phone number'],
    ['location', 'X', 'Location must be at least 2 characters'],
    ['location', 'X'.repeat(101), 'Location must not exceed 100 characters'],
    ['message', 'Too short', 'Please provide more details (at least 50 characters)'],
    ['message', 'm'.repeat(2001), 'Message must not exceed 2000 characters'],
  ]);
  await expect(form(page).getByText('2001/2000 characters')).toBeVisible();
  await f(page, 'message').fill(MESSAGE);
  await expect(form(page).getByText(`${MESSAGE.length}/2000 characters`)).toBeVisible();
  await expect(form(page).getByText('Message must not exceed 2000 characters')).toHaveCount(0);
  await expect(f(page, 'location')).toHaveValue('X'.repeat(101));
});

test('success: banner, reset, scroll to top, and the two e-mails', async ({ page, outboxFor, expectNoAxeViolations }) => {
  const email = uniqueEmail('apply');
  await fillValid(page, email);
  const release = await holdFirstSend(page);
  await submit(page).click();
  await expect(form(page).getByRole('button', { name: 'Submitting Application...' })).toBeDisabled();
  release();

  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expect(page.getByText(/review your application and contact you within 5-7 business days/)).toBeVisible();
  await expect(f(page, 'full_name')).toHaveValue('');
  await expect(f(page, 'message')).toHaveValue('');
  await expect(form(page).getByText('0/2000 characters')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expectNoAxeViolations();

  const { team } = await expectTeamThenAutoReply(outboxFor, email);
  expect(team.params).toMatchObject({
    form_type: 'apply',
    user_name: 'Grace Hopper',
    user_email: email,
    phone: '+1 210-555-0199',
    subject: 'Job Application',
    location: 'San Antonio, TX',
  });
  expect(team.params.order_id).toMatch(/^APPLY\d{6}$/);
  expect(team.params.message).toBe(`${MESSAGE}\n\nLocation: San Antonio, TX`);
});

test('a failing team step shows the sender message and keeps the application', async ({ page, outboxFor, expectNoAxeViolations }) => {
  const email = uniqueEmail('apply-fail');
  await fillValid(page, email);
  await failTeamSend(page, 'status');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: failureText('apply', 'Relay is down') })).toBeVisible();
  await expect(f(page, 'message')).toHaveValue(MESSAGE);
  await expectNoAxeViolations();

  await failTeamSend(page, 'abort');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: failureText('apply', 'Network connection error.') })).toBeVisible();
  await expect(f(page, 'full_name')).toHaveValue('Grace Hopper');
  expect(await outboxFor(email)).toEqual([]);
});

test('a failing auto-reply still counts as success', async ({ page, outboxFor }) => {
  const email = uniqueEmail('apply-noreply');
  await fillValid(page, email);
  await failAutoReplyOnly(page);
  await submit(page).click();
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible();
  await expect.poll(async () => (await outboxFor(email)).map((m) => m.template)).toEqual(['team']);
});
