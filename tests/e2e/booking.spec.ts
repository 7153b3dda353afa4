// Booking a training session: "Join Session" and "Join the waitlist"
// open a booking form that asks what a seat needs; once sent, the page says what happens next
// (the "Confirm my seat" e-mail and until when the seat waits, or the place on the waitlist)
// instead of the same form. A failure keeps what was typed; offline, it waits on the device.
// Over the per-address limit (2 seats of a session per client address or own e-mail domain in
// 24 hours), it says the registration waits for staff review. Each test is a person of its own:
// a client address (X-Forwarded-For) and an e-mail domain of its own.
import type { TestInfo } from '@playwright/test';
import { formatHoldEnd } from '#domain/school/sessionTimes';
import { emailDefaults } from '#domain/mail/emailDefaults';
import { expect, expectTeamThenAutoReply, failTeamSend, failureText, test, uniqueEmail as sharedDomainEmail } from './forms-support';
import type { Page } from './support/fixtures';
import { personAddress } from './support/server';
import { postToRelay } from './support/relay';

/** An address at a domain of its own, so the per-domain seat limit never joins two tests' people. */
const uniqueEmail = (who: string) => {
  const local = sharedDomainEmail(who).split('@')[0];
  return `${local}@${local.replace(/\./g, '-')}.example.com`;
};
let address: string;
test.beforeEach(async ({ page }) => {
  address = personAddress();
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
});

const form = (page: Page) => page.locator('form[data-booking-form]');
const reserve = (page: Page) => form(page).getByRole('button', { name: 'Reserve my seat' });
const joinWaitlist = (page: Page) => form(page).getByRole('button', { name: 'Join the waitlist' });
const next = (page: Page) => page.locator('[data-booking-next]');
const shot = (page: Page, info: TestInfo, name: string) =>
  page.screenshot({ path: info.outputPath(`${name}-${page.viewportSize()?.width}.png`), fullPage: true });

async function openFromSchool(page: Page, course: string, link: 'Join Session' | 'Join the waitlist') {
  await page.goto('/school?tab=sessions');
  const card = page.getByRole('tabpanel').locator('article').filter({ hasText: course });
  await card.getByRole('link', { name: link }).click();
  await expect(page).toHaveURL(/\/contact\?type=session&course=/);
  await expect(link === 'Join Session' ? reserve(page) : joinWaitlist(page)).toBeEnabled();
}

async function fill(page: Page, email: string) {
  await form(page).getByLabel('Full Name').fill('Grace Hopper');
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Phone').fill('(210) 555-0142');
}

test('Join Session opens a booking form; sent, it says to confirm the seat by e-mail and until when', async ({
  page,
  outboxFor,
  expectNoAxeViolations,
}, info) => {
  await openFromSchool(page, 'Fiber Optic Fundamentals', 'Join Session');
  await expect(page.getByRole('heading', { level: 1, name: 'Training Session Registration' })).toBeVisible();
  await expect(page.locator('main').getByText('Contact Support', { exact: true })).toBeHidden();
  await expect(page.getByText(/Questions about equipment, service, training or an emergency/)).toBeHidden();
  await expect(page.getByRole('heading', { name: 'How booking works' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How we respond' })).toBeHidden();
  // What a seat needs, and nothing of the contact form's inquiry.
  for (const label of ['Inquiry Type', 'Project Type', 'Message']) await expect(page.getByLabel(label)).toHaveCount(0);
  await expect(form(page).locator('label', { hasText: 'Company' })).toContainText('(optional)');
  const details = page.getByRole('region', { name: 'Session details' });
  await expect(details).toContainText('Fiber Optic Fundamentals');
  // What the class costs and when it meets, as its card on /school says.
  await expect(details).toContainText('Price:$595.00');
  await expect(details).toContainText('Class hours:8:00 AM – 5:00 PM Central time');
  await shot(page, info, 'booking-form');
  await expectNoAxeViolations();

  await reserve(page).click();
  for (const message of ['Name is required', 'Email is required', 'Phone number is required'])
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  await expectNoAxeViolations();

  const email = uniqueEmail('booking');
  await fill(page, email);
  const sentAt = Date.now();
  await form(page).getByLabel('Phone').press('Enter');
  const heading = page.getByRole('heading', { level: 2, name: 'Confirm your seat by e-mail' });
  await expect(heading).toBeFocused();
  // The seat waits an hour for the link: the page names that moment, in the school's time.
  const until = [0, 1].map((m) => formatHoldEnd(new Date(sentAt + (60 + m) * 60_000)).replace(/[()]/g, '\\$&'));
  await expect(next(page)).toContainText('“Confirm my seat” link');
  await expect(next(page)).toContainText(new RegExp(`before (${until.join('|')}), or the seat is released`));
  await expect(next(page)).toContainText(email);
  await expect(reserve(page)).toHaveCount(0);
  expect(page.url()).not.toContain('Grace');
  await shot(page, info, 'booking-sent');
  await expectNoAxeViolations();

  const { team } = await expectTeamThenAutoReply(outboxFor, email);
  expect(team.params).toMatchObject({
    form_type: 'training',
    session_id: '1',
    subject: 'Training & Education - Session Enrollment',
    contact_number: '(210) 555-0142',
    company: '',
  });

  await next(page).getByRole('button', { name: 'Register another person' }).click();
  await expect(form(page).getByLabel('Email')).toHaveValue('');
});

test('Join the waitlist beside Session Full opens the form in waitlist mode; sent, it gives the position', async ({
  page,
  expectNoAxeViolations,
}, info) => {
  await page.goto('/school?tab=sessions');
  const full = page.getByRole('tabpanel').locator('article').filter({ hasText: 'Fusion Splicing Techniques' });
  await expect(full.getByRole('button', { name: 'Session Full' })).toBeDisabled();
  await openFromSchool(page, 'Fusion Splicing Techniques', 'Join the waitlist');
  await expect(form(page)).toContainText('This session is full. Send this form to join its waitlist');
  // No seat to reserve and no spots to count: the form joins the waitlist and says so.
  await expect(reserve(page)).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Session details' });
  await expect(details).not.toContainText('Available spots');
  await expect(details).toContainText('Seats:Full: you join the waitlist');
  await expect(details).toContainText('Price:');
  await shot(page, info, 'booking-waitlist-form');
  await expectNoAxeViolations();

  await fill(page, uniqueEmail('waitlist'));
  await joinWaitlist(page).click();
  await expect(page.getByRole('heading', { level: 2, name: /^You are number \d+ on the waitlist$/ })).toBeFocused();
  await expect(next(page)).toContainText('Fusion Splicing Techniques is full, so you are on its waitlist');
  await shot(page, info, 'booking-waitlist-sent');
  await expectNoAxeViolations();
});

test('a failure keeps what was typed; offline, the booking waits on the device and is sent when the connection returns', async ({
  page,
  context,
  outboxFor,
}) => {
  await openFromSchool(page, 'Fiber Optic Fundamentals', 'Join Session');
  const email = uniqueEmail('booking-retry');
  await fill(page, email);
  await form(page).getByLabel('Company').fill('Orbital Networks');
  await failTeamSend(page, 'status');
  await reserve(page).click();
  await expect(page.getByRole('alert').filter({ hasText: failureText('training', 'Relay is down') })).toBeVisible();
  await expect(form(page).getByLabel('Full Name')).toHaveValue('Grace Hopper');
  await expect(form(page).getByLabel('Company')).toHaveValue('Orbital Networks');

  await page.unroute('**/api/v1.0/email/send');
  await context.setOffline(true);
  await reserve(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Saved on this device' })).toBeVisible();
  await expect(next(page)).toContainText('You are offline. Your training inquiry is saved on this device');
  await context.setOffline(false);
  await expectTeamThenAutoReply(outboxFor, email);
});

test('over the per-address limit, the form says the registration waits for staff review', async ({
  page,
  request,
  expectNoAxeViolations,
}, info) => {
  // Two seats of session 1 already requested from this client address, as the relay receives them.
  for (let i = 0; i < 2; i++) {
    await postToRelay(
      request,
      emailDefaults.teamTemplateId,
      {
        form_type: 'training',
        order_id: `TRAINING${Date.now().toString(36).toUpperCase()}${i}`,
        session_id: '1',
        user_name: `Earlier ${i}`,
        user_email: uniqueEmail(`earlier${i}`),
      },
      address,
    );
  }
  await openFromSchool(page, 'Fiber Optic Fundamentals', 'Join Session');
  await fill(page, uniqueEmail('third'));
  await reserve(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your registration waits for staff review' })).toBeFocused();
  await expect(next(page)).toContainText(
    'No seat in Fiber Optic Fundamentals is held for you yet: at most 2 seats of a session are held for one client address or company e-mail domain within 24 hours.',
  );
  await expect(next(page)).toContainText('Our team will review your registration and e-mail you');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
  await shot(page, info, 'booking-review');
  await expectNoAxeViolations();
});
