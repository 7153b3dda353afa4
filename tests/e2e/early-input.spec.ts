// On a weak signal a person taps and types before an island's code has arrived: the press
// waits and is replayed once the island has hydrated, and what was typed reaches the form.
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { captureEmails } from './catalogue-support';

/** Holds back the island's own script until `release()`; the page is up without it. */
async function holdIsland(page: Page, component: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`), async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens path with its islands held back, once the frame's early input is listening. */
async function openHeld(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-early-input]')).toBeAttached();
}

/** A page of a browser context with scripts turned off: what the HTML alone shows. */
async function withoutScripts(browser: Browser, look: (page: Page) => Promise<void>) {
  const bare = await browser.newContext({ javaScriptEnabled: false });
  try {
    await look(await bare.newPage());
  } finally {
    await bare.close();
  }
}

const hydrated = (page: Page) => expect(page.locator('astro-island:not([client="only"]):not([data-live])')).toHaveCount(0);

test('a press of Order Now before the island hydrates opens the dialog once it has', async ({ page }) => {
  const release = await holdIsland(page, 'ProductOrderIsland');
  await openHeld(page, '/products/pb-pneumatic-blowing-machine');
  await page.getByRole('button', { name: 'Order Now' }).click();
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached();
  release();
  await hydrated(page);
  await expect(page.getByRole('dialog', { name: 'Order Request' })).toBeVisible();
});

test('Compare boxes ticked before the island hydrates stay ticked once it has, every one of them', async ({ page }) => {
  const release = await holdIsland(page, 'ShowcaseIsland');
  await openHeld(page, '/products');
  const box = (slug: string) =>
    page
      .locator(`[data-product="${slug}"]`)
      .first()
      .getByRole('checkbox', { name: /^Compare/ });
  await box('pb-hydro-blowing-machine').click();
  await box('pb-pneumatic-blowing-machine').click();
  release();
  await hydrated(page);
  // Before, the box ticked itself, and hydration unticked it (React hears a box by its click).
  await expect(box('pb-hydro-blowing-machine')).toBeChecked();
  await expect(box('pb-pneumatic-blowing-machine')).toBeChecked();
  await expect(page.getByRole('region', { name: 'Compare products' }).getByRole('link', { name: 'Compare (2)' })).toBeVisible();
});

test('a contact form typed and sent before the island hydrates is sent as typed', async ({ page }) => {
  const sent = await captureEmails(page, 200);
  const release = await holdIsland(page, 'ContactIsland');
  await openHeld(page, '/contact');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  const field = (name: string) => form.locator(`[name="${name}"]`);
  await field('name').fill('Katherine Johnson');
  await field('company').fill('Orbital Networks');
  await field('email').fill('kj@example.com');
  await field('phone').fill('(210) 555-0142');
  await field('inquiryType').selectOption('Technical Support');
  await field('projectType').selectOption('Data Center');
  await field('message').fill('Our OTDR shows a 0.9 dB event at 2.3 km.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  expect(sent).toHaveLength(0);
  release();
  await hydrated(page);
  await expect(page.getByText('Your inquiry has been sent! Our team will contact you within 24 hours.')).toBeVisible();
  expect(sent[0].template_params.name).toBe('Katherine Johnson');
  expect(sent[0].template_params.message).toContain('0.9 dB event');
});

// Every public island page whose HTML carries a form: sent before the island's code has arrived,
// the form waits for the island instead of submitting natively (a GET with what was typed in the
// address, or a reload that loses it). /test-email is for signed-in staff: a visitor is sent to sign in.
for (const path of ['/contact', '/apply', '/consultation', '/login', '/register', '/forgot-password', '/products-list']) {
  test(`a form sent before hydration never submits natively on ${path}`, async ({ page }) => {
    const release = await holdIsland(page, '\\w+Island');
    await openHeld(page, path);
    const forms = page.locator('astro-island[ssr] form');
    const count = await forms.count();
    expect(count, `${path} prebuilds a form`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await forms.nth(i).evaluate((form: HTMLFormElement) => form.requestSubmit());
    }
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path);
    expect(new URL(page.url()).search).toBe('');
    release();
    await hydrated(page);
    expect(new URL(page.url()).search).toBe('');
  });
}

test('the password recovery form is on the page before any script, and an address sent early is sent once it hydrates', async ({
  browser,
  page,
}) => {
  await withoutScripts(browser, async (noScript) => {
    await noScript.goto('/es/forgot-password');
    await expect(noScript.getByRole('heading', { name: 'Olvidé mi contraseña' })).toBeVisible();
    await expect(noScript.getByLabel('Correo electrónico')).toBeVisible();
    await expect(noScript.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/es/login');
  });

  const asked: string[] = [];
  await page.route('**/api/auth/forgot-password', async (route) => {
    asked.push(route.request().postDataJSON().email);
    await route.fulfill({ status: 200, json: { message: 'ok' } });
  });
  const release = await holdIsland(page, 'ForgotPasswordIsland');
  await openHeld(page, '/forgot-password');
  await page.getByLabel('Email').fill('crew@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  expect(asked).toEqual([]);
  release();
  await hydrated(page);
  await expect(page.getByText("If an account exists for that e-mail, we've sent a link to reset your password.")).toBeVisible();
  expect(asked).toEqual(['crew@example.com']);
});

test('sign-in and registration are on the page before any script, and a sign-in sent early is sent once it hydrates', async ({
  browser,
  page,
}) => {
  await withoutScripts(browser, async (noScript) => {
    await noScript.goto('/login?from=%2Fcart');
    await expect(noScript.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(noScript.getByLabel('Email')).toBeVisible();
    await expect(noScript.getByLabel('Password')).toBeVisible();
    await expect(noScript.getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expect(noScript.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await noScript.goto('/es/register');
    await expect(noScript.getByRole('heading', { name: 'Crear una cuenta' })).toBeVisible();
    await expect(noScript.getByLabel('Confirme la contraseña')).toBeVisible();
    await expect(noScript.getByRole('link', { name: 'Inicie sesión' })).toHaveAttribute('href', '/es/login');
  });

  const asked: unknown[] = [];
  await page.route('**/api/auth/login', async (route) => {
    asked.push(route.request().postDataJSON());
    await route.fulfill({ status: 401, json: { detail: 'Incorrect email or password' } });
  });
  const release = await holdIsland(page, 'LoginIsland');
  await openHeld(page, '/login?from=%2Fcart');
  await page.getByLabel('Email').fill('crew@example.com');
  await page.getByLabel('Password').fill('Splice-1310');
  await page.getByRole('button', { name: 'Log in' }).click();
  expect(asked).toEqual([]);
  release();
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
  expect(asked).toEqual([{ email: 'crew@example.com', password: 'Splice-1310' }]);
  // Once live, the link to the other form carries the page's ?from= along, as the header's does.
  await expect(page.locator('#main').getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?from=%2Fcart');
  const headerLinks = await page.locator('a[data-auth-link]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(headerLinks.length).toBeGreaterThan(0);
  for (const href of headerLinks) expect(href).toMatch(/^\/(login|register)\?from=%2Fcart$/);
  expect(new URL(page.url()).search).toBe('?from=%2Fcart');
});

test("an island's file lost once on a weak signal is asked for again: the island goes live", async ({ page }) => {
  const asked: string[] = [];
  await page.route(/\/_astro\/ContactIsland\.[\w-]+\.js(\?|$)/, async (route) => {
    asked.push(route.request().url());
    // Lost until asked for again on purpose (its preload and the import itself are both lost).
    if (!route.request().url().includes('astro-retry=')) await route.abort('connectionreset');
    else await route.continue();
  });
  await page.goto('/contact');
  await hydrated(page);
  expect(asked.length).toBeGreaterThanOrEqual(2);
  expect(asked.at(-1)).toContain('astro-retry=');
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
});
