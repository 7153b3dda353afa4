// /consultation: every rule's message, the two e-mails in the relay's outbox, success,
// and both kinds of failure.
import type { Page } from '@playwright/test';
import {
  expect,
  expectTeamThenAutoReply,
  failAutoReplyOnly,
  failTeamSend,
  failureText,
  holdFirstSend,
  test,
  uniqueEmail,
} from './forms-support';

const SUCCESS = "Your consultation request has been submitted! We'll contact you within 24 hours.";
const form = (page: Page) => page.locator('form[aria-labelledby="consultation-form-title"]');
const f = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const submit = (page: Page) => form(page).getByRole('button', { name: 'Request Consultation' });

async function fillValid(page: Page, email: string) {
  await f(page, 'name').fill('Ada Lovelace');
  await f(page, 'company').fill('Analytical Engines LLC');
  await f(page, 'email').fill(email);
  await f(page, 'phone').fill('+1 (512) 555-0100');
  await f(page, 'projectType').selectOption('data-center');
  // A tick before the island is live is held and replayed once it is (early input), so the box
  // ticks a moment after the press: `check()` would call that a failed click.
  for (const service of ['Fusion Splicing', 'Testing & Certification']) {
    await page.getByLabel(service).click();
    await expect(page.getByLabel(service)).toBeChecked();
  }
  await f(page, 'description').fill('Two data halls, 96-strand backbone, <b>tight</b> schedule.');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/consultation');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hydrated once the form validates on submit instead of posting.
  await expect(submit(page)).toBeEnabled();
});

test('every validation message, with the description counter', async ({ page, expectNoAxeViolations }) => {
  await submit(page).click();
  for (const message of [
    'Name is required',
    'Company name is required',
    'Email is required',
    'Please select a project type',
    'Please select at least one service',
  ]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations();

  await f(page, 'name').fill('A');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await f(page, 'name').fill('A'.repeat(101));
  await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toBeVisible();
  await f(page, 'company').fill('C'.repeat(101));
  await expect(page.getByText('Company name must be less than 100 characters')).toBeVisible();
  await f(page, 'email').fill('not-an-email');
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await f(page, 'phone').fill('0123');
  await f(page, 'phone').blur();
  await expect(page.getByText('Invalid phone number')).toBeVisible();
  await f(page, 'description').fill('d'.repeat(801));
  await expect(page.getByText('801/800 characters')).toBeVisible();
  await f(page, 'description').blur();
  await expect(page.getByText('Description must be less than 800 characters')).toBeVisible();

  // Fixing a field clears its message; nothing typed is lost.
  await f(page, 'name').fill('Ada');
  await expect(page.getByText('Name must be less than 100 characters', { exact: true })).toHaveCount(0);
  await expect(f(page, 'company')).toHaveValue('C'.repeat(101));
});

test('success stores the team notification, then the auto-reply, and resets the form', async ({
  page,
  outboxFor,
  expectNoAxeViolations,
}) => {
  const email = uniqueEmail('consult');
  await fillValid(page, email);
  const release = await holdFirstSend(page);
  await submit(page).click();
  const busy = form(page).getByRole('button', { name: 'Submitting...' });
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(f(page, 'name')).toHaveValue('');
  await expect(f(page, 'projectType')).toHaveValue('');
  await expect(page.getByLabel('Fusion Splicing')).not.toBeChecked();
  await expect(page.getByText('0/800 characters')).toBeVisible();
  await expectNoAxeViolations();

  const { team, reply } = await expectTeamThenAutoReply(outboxFor, email);
  expect(team.params).toMatchObject({
    form_type: 'consultation',
    user_name: 'Ada Lovelace',
    name: 'Ada Lovelace',
    from_name: 'Ada Lovelace',
    user_email: email,
    from_email: email,
    phone: '+1 (512) 555-0100',
    contact_number: '+1 (512) 555-0100',
    subject: 'Consultation Request - Data Center',
    company: 'Analytical Engines LLC',
  });
  expect(team.params.order_id).toMatch(/^CONSULTATION\d{6}$/);
  expect(team.params.message).toContain('Two data halls, 96-strand backbone, <b>tight</b> schedule.');
  expect(team.params.message).toMatch(
    /Project type: Data Center\nServices needed: (Fusion Splicing, Testing & Certification|Testing & Certification, Fusion Splicing)$/,
  );
  expect(team.params.submission_date).not.toBe('');
  // The auto-reply's own parameters are the server's and stay out of the outbox's answer.
  expect(reply).toMatchObject({ recipient: email, reference: team.params.order_id, params: {} });
});

test('a failing team step shows the §8 message and keeps the form filled', async ({ page, outboxFor, expectNoAxeViolations }) => {
  const email = uniqueEmail('consult-fail');
  await fillValid(page, email);
  await failTeamSend(page, 'status');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: failureText('consultation', 'Relay is down') })).toBeVisible();
  await expect(f(page, 'name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Fusion Splicing')).toBeChecked();
  await expectNoAxeViolations();

  await failTeamSend(page, 'abort');
  await submit(page).click();
  await expect(page.getByRole('alert').filter({ hasText: failureText('consultation', 'Network connection error.') })).toBeVisible();
  await expect(f(page, 'email')).toHaveValue(email);
  expect(await outboxFor(email)).toEqual([]);
});

test('a failing auto-reply still counts as success', async ({ page, outboxFor }) => {
  const email = uniqueEmail('consult-noreply');
  await fillValid(page, email);
  await failAutoReplyOnly(page);
  await submit(page).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  await expect(f(page, 'company')).toHaveValue('');
  await expect.poll(async () => (await outboxFor(email)).map((m) => m.template)).toEqual(['team']);
});
