// Nothing typed is lost offline: a form submitted without a connection is kept on the
// device, sent by itself when the connection returns, exactly once, and the person is told.
import type { Page } from '@playwright/test';
import { expect, expectTeamThenAutoReply, test, uniqueEmail } from './forms-support';

const QUEUED = 'You are offline. Your message is saved on this device and will be sent automatically when the connection returns.';
const SENT = 'Back online: your message has been sent.';
const form = (page: Page) => page.locator('form[aria-labelledby="contact-form-title"]');
const f = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

test('a contact form sent offline reaches the relay exactly once when the connection returns', async ({ page, context, outboxFor }) => {
  const email = uniqueEmail('offline');
  await page.goto('/contact');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  // The connection drops once the page has painted: the form's files are fetched then (on a
  // phone, at the load event; a fast desktop still paints after it), not before the paint.
  await expect(page.locator('head link[rel="modulepreload"][href*="ContactIsland"]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  // A second tab of the site is open too: both see the connection return.
  const other = await context.newPage();
  await other.goto('/faq');

  await context.setOffline(true);
  await f(page, 'name').fill('Katherine Johnson');
  await f(page, 'company').fill('Orbital Networks');
  await f(page, 'email').fill(email);
  await f(page, 'phone').fill('(210) 555-0142');
  await f(page, 'inquiryType').selectOption('Technical Support');
  await f(page, 'projectType').selectOption('Data Center');
  await f(page, 'message').fill('Splice closure at the county line needs a re-entry kit.');
  await form(page).getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: QUEUED }).first()).toBeVisible();
  expect(await outboxFor(email)).toEqual([]);

  await context.setOffline(false);
  // Whichever tab got to send it says so.
  await expect
    .poll(async () => (await page.getByText(SENT).count()) + (await other.getByText(SENT).count()), { timeout: 20_000, intervals: [100] })
    .toBe(1);
  await expectTeamThenAutoReply(outboxFor, email);

  // Later page loads find nothing left to send.
  await page.goto('/about');
  await other.reload();
  await page.waitForLoadState('networkidle');
  expect((await outboxFor(email)).map((m) => m.template)).toEqual(['team', 'autoreply']);
  expect(await page.evaluate(() => localStorage.getItem('offline-form-queue'))).toBe('[]');
});
