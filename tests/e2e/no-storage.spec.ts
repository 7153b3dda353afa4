// A browser that refuses site data (storage access throws) and service workers: every page
// runs without an uncaught error, and forms still submit.
import { expect, test, uniqueEmail } from './forms-support';

test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    for (const name of ['localStorage', 'sessionStorage', 'indexedDB'])
      Object.defineProperty(window, name, { get: refuse, configurable: true });
    if (navigator.serviceWorker) {
      navigator.serviceWorker.register = () =>
        Promise.reject(new DOMException('Failed to register a ServiceWorker: site data is blocked.', 'SecurityError'));
    }
  });
});

test('pages load without an uncaught error when storage and service workers are refused', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  for (const path of [
    '/',
    '/about',
    '/faq',
    '/knowledge/otdr-trace-reading-basics',
    '/products',
    '/products-list',
    '/products/thrust-boring-machine',
    '/school',
    '/services',
    '/login',
    '/cart',
    '/contact',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('the contact form still submits when storage is refused', async ({ page, outboxFor }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/contact');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  const email = uniqueEmail('nostorage');
  await form.locator('[name="name"]').fill('Katherine Johnson');
  await form.locator('[name="company"]').fill('Orbital Networks');
  await form.locator('[name="email"]').fill(email);
  await form.locator('[name="phone"]').fill('(210) 555-0142');
  await form.locator('[name="inquiryType"]').selectOption('Technical Support');
  await form.locator('[name="projectType"]').selectOption('Data Center');
  await form.locator('[name="message"]').fill('Our OTDR shows a 0.9 dB event at 2.3 km.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your inquiry has been sent! Our team will contact you within 24 hours.').first()).toBeVisible();
  await expect.poll(async () => (await outboxFor(email)).length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
