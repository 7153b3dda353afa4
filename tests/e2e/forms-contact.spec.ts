// /contact: rules and messages, the two e-mails, failures, and the enrollment and training
// prefills.
import type { Page } from '@playwright/test';
import {
  expect,
  expectFieldMessages,
  expectTeamThenAutoReply,
  failAutoReplyOnly,
  failTeamSend,
  failureText,
  test,
  uniqueEmail,
} from './forms-support';

const SUCCESS = 'Your inquiry has been sent! Our team will contact you within 24 hours.';
const form = (page: Page) => page.locator('form[aria-labelledby="contact-form-title"]');
const f = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);
const submit = (page: Page) => form(page).getByRole('button', { name: 'Send Message' });

async function open(page: Page, query = '') {
  await page.goto(`/contact${query}`);
  await expect(submit(page)).toBeEnabled();
}

async function fillContact(page: Page, email: string) {
  await f(page, 'name').fill('Katherine Johnson');
  await f(page, 'company').fill('Orbital Networks');
  await f(page, 'email').fill(email);
  await f(page, 'phone').fill('(210) 555-0142');
}

async function fillValid(page: Page, email: string) {
  await fillContact(page, email);
  await f(page, 'inquiryType').selectOption('Technical Support');
  await f(page, 'projectType').selectOption('Data Center');
  await f(page, 'message').fill('Our OTDR shows a 0.9 dB event at 2.3 km.');
}

test.describe('the contact form', () => {
  test.beforeEach(async ({ page }) => open(page));

  test('every validation message', async ({ page, expectNoAxeViolations }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await submit(page).click();
    for (const message of [
      'Name is required',
      'Company name is required',
      'Email is required',
      'Phone number is required',
      'Please select an inquiry type',
      'Please select a project type',
      'Message is required',
    ]) {
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations();
    await expectFieldMessages(form(page), [
      ['name', 'K', 'Name must be at least 2 characters'],
      ['company', 'O', 'Company name must be at least 2 characters'],
      ['email', 'kj@@example', 'Invalid email address'],
      ['message', 'Too short', 'Message must be at least 10 characters'],
    ]);
    await f(page, 'name').fill('Katherine');
    await expect(form(page).getByText('Name must be at least 2 characters', { exact: true })).toHaveCount(0);
    await expect(f(page, 'message')).toHaveValue('Too short');
  });

  test('success stores the team notification, then the auto-reply, and resets the form', async ({
    page,
    outboxFor,
    expectNoAxeViolations,
  }) => {
    const email = uniqueEmail('contact');
    await fillValid(page, email);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect(f(page, 'name')).toHaveValue('');
    await expect(f(page, 'inquiryType')).toHaveValue('');
    await expect(f(page, 'message')).toHaveValue('');
    await expectNoAxeViolations();

    const { team } = await expectTeamThenAutoReply(outboxFor, email);
    expect(team.params).toMatchObject({
      form_type: 'contact',
      user_name: 'Katherine Johnson',
      user_email: email,
      contact_number: '(210) 555-0142',
      subject: 'Technical Support - Data Center',
      company: 'Orbital Networks',
    });
    expect(team.params.order_id).toMatch(/^CONTACT\d{6}$/);
    expect(team.params.message).toBe(
      'Our OTDR shows a 0.9 dB event at 2.3 km.\n\nCompany: Orbital Networks\nInquiry type: Technical Support\nProject type: Data Center',
    );
  });

  test('a failing team step shows the §8 message and keeps the form filled', async ({ page, outboxFor, expectNoAxeViolations }) => {
    const email = uniqueEmail('contact-fail');
    await fillValid(page, email);
    await failTeamSend(page, 'status');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: failureText('contact', 'Relay is down') })).toBeVisible();
    await expect(f(page, 'projectType')).toHaveValue('Data Center');
    await expectNoAxeViolations();
    await failTeamSend(page, 'abort');
    await submit(page).click();
    await expect(page.getByRole('alert').filter({ hasText: failureText('contact', 'Network connection error.') })).toBeVisible();
    await expect(f(page, 'message')).toHaveValue('Our OTDR shows a 0.9 dB event at 2.3 km.');
    expect(await outboxFor(email)).toEqual([]);
  });

  test('a failing auto-reply still counts as success', async ({ page, outboxFor }) => {
    const email = uniqueEmail('contact-noreply');
    await fillValid(page, email);
    await failAutoReplyOnly(page);
    await submit(page).click();
    await expect(page.getByText(SUCCESS)).toBeVisible();
    await expect.poll(async () => (await outboxFor(email)).map((m) => m.template)).toEqual(['team']);
  });
});

test('course enrollment link: title, details and prefill, sent as a course', async ({ page, outboxFor, expectNoAxeViolations }) => {
  await open(
    page,
    '?type=course&course=Fusion%20Splicing%20Fundamentals&price=650&duration=2%20days&level=beginner&instructor=Maria%20Lopez',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Course Enrollment Request' })).toBeVisible();
  await expect(page).toHaveTitle(/^Course Enrollment Request/);
  await expect(f(page, 'inquiryType')).toHaveValue('Training & Education');
  await expect(f(page, 'projectType')).toHaveValue('Course Enrollment');
  await expect(f(page, 'message')).toHaveValue(/enroll in the course "Fusion Splicing Fundamentals"/);
  await expect(f(page, 'message')).toHaveValue(/Price: \$650\.00/);
  const details = page.getByRole('region', { name: 'Course details' });
  for (const text of ['Fusion Splicing Fundamentals', '$650.00', '2 days', 'Beginner', 'Maria Lopez'])
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  await expectNoAxeViolations();

  const email = uniqueEmail('course');
  await fillContact(page, email);
  await submit(page).click();
  await expect(page.getByText(SUCCESS)).toBeVisible();
  const { team } = await expectTeamThenAutoReply(outboxFor, email);
  expect(team.params).toMatchObject({
    form_type: 'course',
    product: 'Fusion Splicing Fundamentals',
    price: '$650.00',
    subject: 'Training & Education - Course Enrollment',
  });
  expect(team.params.order_id).toMatch(/^COURSE\d{6}$/);
});

test('a session registration link shows the booking form with the session’s details, not the contact form', async ({ page }) => {
  await page.goto('/contact?type=session&course=OTDR%20Testing&startDate=2027-03-03&endDate=2027-03-05&location=Austin%2C%20TX&spots=4');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Session Registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reserve my seat' })).toBeVisible();
  await expect(form(page)).toBeHidden();
  const details = page.getByRole('region', { name: 'Session details' });
  for (const text of ['OTDR Testing', 'March 3, 2027', 'March 5, 2027', 'Austin, TX', '4'])
    await expect(details.getByText(text, { exact: true })).toBeVisible();
});

test('the /training call to action opens a prefilled training inquiry', async ({ page }) => {
  await page.goto('/training');
  await page.getByRole('link', { name: 'Start Your Training Journey' }).click();
  await expect(page).toHaveURL(/\/contact\?type=training/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await expect(f(page, 'inquiryType')).toHaveValue('Training & Education');
  await expect(f(page, 'projectType')).toHaveValue('General Training Inquiry');
  await expect(f(page, 'message')).toHaveValue(/training programs/);
});
