// Static pages of the foundation: home, about/about-us, FAQ, training, knowledge, 404.
import { test, expect } from './support/fixtures';

test('home: hero calls to action, trust strip, six service cards, three reasons', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/consultation');
  await expect(page.getByRole('link', { name: 'See Our Projects' })).toHaveAttribute('href', '/about');
  await expect(page.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/contact');
  const trust = page.getByRole('region', { name: 'Why contractors trust us' });
  for (const t of ['Texas-Based Local Crews', 'Full Stock', 'Turnkey Installation', 'Rapid Response & Support'])
    await expect(trust).toContainText(t);
  const families = page.getByRole('region', { name: 'Everything a fiber crew needs' });
  const cards = families.locator('article');
  await expect(cards).toHaveCount(6);
  for (const name of [
    'Fiber Optic Cables',
    'Connectors & Adapters',
    'Patch Panels & Enclosures',
    'Testing Equipment',
    'Installation Tools',
    'Network Hardware',
  ]) {
    await expect(families.getByRole('heading', { name })).toBeVisible();
  }
  // Each family card opens the showcase filtered to its category (the six family slugs).
  const hrefs = await Promise.all((await cards.getByRole('link').all()).map((l) => l.getAttribute('href')));
  expect(hrefs).toEqual(
    [
      'fiber-optic-cables',
      'connectors-adapters',
      'patch-panels-enclosures',
      'testing-equipment',
      'installation-tools',
      'network-hardware',
    ].map((s) => `/products?category=${s}`),
  );
  const why = page.getByRole('region', { name: /Why choose/ });
  await expect(why.locator('article')).toHaveCount(3);
  await expect(why).toContainText('6+ Years of Experience');
  await expect(why).toContainText('BICSI & ETA Certified Technicians');
  await expect(why).toContainText('24/7 Support');
});

test('the years of experience are one value across home and about', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('main')).toContainText('6+');
  await expect(page.locator('main')).not.toContainText('15+');
  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Company in numbers' })).toContainText('6+');
});

test('about and about-us show the same screen', async ({ page }) => {
  await page.goto('/about');
  const about = await page.locator('main').innerText();
  await page.goto('/about-us');
  expect(await page.locator('main').innerText()).toBe(about);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/about$/);
  const stats = page.getByRole('region', { name: 'Company in numbers' });
  for (const s of ['6+', '100+', '20+', '24/7']) await expect(stats).toContainText(s);
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('FAQ: four groups of four, each question toggles on its own, link to consultation', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('main section h2[id^="faq-"]')).toHaveCount(4);
  const items = page.locator('details');
  await expect(items).toHaveCount(16);
  await items.nth(0).locator('summary').click();
  await items.nth(5).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(5)).toHaveAttribute('open', '');
  await expect(items.nth(1)).not.toHaveAttribute('open', '');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(items.nth(5)).toHaveAttribute('open', '');
  await expect(page.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/consultation');
  // Answers name the site facts as {phone}; the page writes the number from content/site.json.
  await expect(page.locator('details').filter({ hasText: 'What should I do if a fiber cable is cut?' })).toContainText(
    'Call our emergency line at (210) 555-0147 at any hour',
  );
});

test('FAQ answers are readable without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/faq');
  await page.locator('details summary').first().click();
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
  await context.close();
});

test('training: hero button query, programmes, specializations, contact block', async ({ page }) => {
  await page.goto('/training');
  const href = await page.getByRole('link', { name: 'Start Your Training Journey' }).getAttribute('href');
  const url = new URL(href!, 'http://x');
  expect(url.pathname).toBe('/contact');
  expect(url.searchParams.get('type')).toBe('training');
  expect(url.searchParams.get('inquiryType')).toBe('Training & Education');
  expect(url.searchParams.get('projectType')).toBe('General Training Inquiry');
  expect(url.searchParams.get('message')).toMatch(/courses.*schedules.*enroll/i);
  await expect(page.getByRole('region', { name: 'Training programs' }).locator('article')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Industry specializations' }).locator('article')).toHaveCount(5);
  const contact = page.getByRole('region', { name: 'Plan training for your team' });
  await expect(contact).toContainText('(210) 555-0147');
  await expect(contact.getByRole('link', { name: 'training@fiberpro-texas.com' })).toBeVisible();
  await expect(contact).toContainText('San Antonio, TX');
  await expect(page.getByRole('link', { name: 'Schedule Training Consultation' })).toHaveAttribute('href', '/consultation');
});

test('knowledge article: badge, views, date, category, every markup kind and related links', async ({ page }) => {
  await page.goto('/knowledge/ftth-splitter-placement-best-practices');
  await expect(page.getByRole('link', { name: 'Back to Knowledge Base' }).first()).toHaveAttribute('href', '/school');
  await expect(page.getByText('GUIDE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('890 views')).toBeVisible();
  await expect(page.getByText('Published January 2024')).toBeVisible();
  await expect(page.locator('article header')).toContainText('FTTH');
  const body = page.locator('.prose-article');
  await expect(body.locator('h2').first()).toBeVisible();
  await expect(body.locator('strong').first()).toBeVisible();
  await expect(body.locator('em').first()).toBeVisible();
  await expect(body.locator('code').first()).toBeVisible();
  await expect(body.locator('p').first()).toBeVisible();
  await expect(body.locator('table')).toHaveCount(await body.locator('table').count());
  for (const kind of ['tip', 'warning', 'highlight']) await expect(body.locator(`.callout-${kind}`).first()).toBeVisible();
  const related = page.getByRole('complementary', { name: 'Related Articles' }).getByRole('link');
  expect(await related.count()).toBeGreaterThan(0);
  for (const link of await related.all()) await expect(link).toHaveAttribute('href', /^\/knowledge\/[a-z0-9-]+$/);
  await related.first().click();
  await expect(page).toHaveURL(/\/knowledge\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('knowledge: views use thousands separators and unknown related slugs are skipped', async ({ page }) => {
  await page.goto('/knowledge/otdr-trace-reading-basics');
  await expect(page.getByText(/^\d{1,3}(,\d{3})* views$/)).toBeVisible();
  await expect(page.locator('a[href="/knowledge/otdr-event-analysis-advanced"]')).toHaveCount(0);
  await page.goto('/knowledge/fiber-connector-cleaning-frequency');
  await expect(page.getByText('FAQ', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How often should I clean fiber connectors?');
});

test('an unknown article shows Article Not Found with the back link, status 404', async ({ page }) => {
  const res = await page.goto('/knowledge/no-such-article');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await expect(page.getByText('The requested article could not be found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Knowledge Base' })).toHaveAttribute('href', '/school');
});

test('an unknown path shows the 404 screen with status 404', async ({ page }) => {
  const res = await page.goto('/this/does/not/exist');
  expect(res?.status()).toBe(404);
  await expect(page.locator('main p', { hasText: /^404$/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Page Not Found/ })).toBeVisible();
  await expect(page.getByText(/removed, had its name changed, or is temporarily unavailable/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products');
});

test('security headers are served on pages', async ({ request }) => {
  const res = await request.get('/');
  const h = res.headers();
  expect(h['content-security-policy']).toContain("object-src 'none'");
  expect(h['content-security-policy']).toContain("base-uri 'none'");
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(h['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(h['strict-transport-security']).toContain('max-age=');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBeTruthy();
});

test('no CSP violations while using a page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => /Content Security Policy/i.test(m.text()) && violations.push(m.text()));
  await page.goto('/faq');
  await page.locator('details summary').first().click();
  expect(violations).toEqual([]);
});

test('SEO: titles, descriptions, canonical, Open Graph, JSON-LD, sitemap and robots', async ({ page, request }) => {
  const expectations: [string, string][] = [
    ['/', 'LocalBusiness'],
    ['/about', 'LocalBusiness'],
    ['/faq', 'FAQPage'],
    ['/knowledge/ftth-splitter-placement-best-practices', 'Article'],
  ];
  for (const [path, type] of expectations) {
    await page.goto(path);
    await expect(page).toHaveTitle(/FiberPro Texas/);
    expect((await page.locator('meta[name=description]').getAttribute('content'))?.length).toBeGreaterThan(40);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /^https:\/\//);
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((s) => JSON.parse(s)['@type'])).toContain(type);
  }
  const sitemap = await request.get('/sitemap-0.xml');
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain('/knowledge/ftth-splitter-placement-best-practices');
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:');
});

test('/sitemap.xml leads to the sitemap, which lists only canonical, indexable pages', async ({ request }) => {
  const moved = await request.get('/sitemap.xml', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()['location']).toMatch(/\/sitemap-index\.xml$/);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  const urls = [...(await (await request.get('/sitemap-0.xml')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]).pathname,
  );
  expect(urls).toContain('/about/');
  expect(urls).toContain('/products/pb-hydro-blowing-machine/');
  for (const hidden of [
    '/knowledge/not-found/',
    '/products/not-found/',
    '/about-us/',
    '/test-email/',
    '/offline/',
    '/login/',
    '/staff/orders/',
  ]) {
    expect(urls).not.toContain(hidden);
  }
});

test('unknown API paths and methods answer JSON 404; a missing /_astro/ file is not cached for a year', async ({ request }) => {
  for (const [method, path] of [
    ['GET', '/api/nope'],
    ['DELETE', '/api/products/stock'],
    ['POST', '/api/auth/nothing'],
  ] as const) {
    const res = await request.fetch(path, { method });
    expect(res.status(), `${method} ${path}`).toBe(404);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(await res.json()).toEqual({ detail: 'Not Found' });
  }
  // Behind a signed-in prefix an anonymous caller learns nothing about which routes exist.
  const staffOnly = await request.fetch('/api/admin/nothing/here', { method: 'PUT' });
  expect(staffOnly.status()).toBe(401);
  expect(staffOnly.headers()['content-type']).toContain('application/json');
  const missing = await request.get('/_astro/missing-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).not.toContain('immutable');
});
