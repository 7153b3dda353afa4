// The offline field kit: after one visit the service worker keeps the knowledge base, the
// school page, search and the pages the person opened; anything else shows the offline page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { findChromium } from '../../scripts/test/ensure-chromium.mjs';
import { expect, test } from './support/fixtures';

test.use({ serviceWorkers: 'allow' });

/** First visit: waits until the service worker controls the page and has stored it. */
async function visitAndInstall(page: Page, path: string) {
  await page.goto(path);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await page.waitForFunction(async (href) => (await caches.open('pages').then((c) => c.match(href))) !== undefined, page.url(), {
    timeout: 15_000,
    polling: 200,
  });
}

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  // The bar along the bottom edge covers nothing: the page makes room for it, and gives it
  // back when the connection returns (checked in the test that goes back online). On a phone's
  // product page the buy bar sits on top of it, and the page makes room for both.
  // A phone's buy bar shows once the page's buy box has scrolled away: at the page's end.
  // The page makes room for it from the start, whether or not it has slid in yet.
  const buyBar = page.locator('[data-buy-bar]');
  const withBuyBar = (await buyBar.count()) > 0 && page.viewportSize()!.width < 768;
  if (withBuyBar) {
    await page.locator('footer').scrollIntoViewIfNeeded();
    await expect(buyBar).toBeVisible();
  }
  await expect(page.locator('body')).toHaveCSS('padding-bottom', withBuyBar ? '100px' : '28px');
  if (withBuyBar) {
    const strip = await page.getByRole('status').filter({ hasText: 'You are offline' }).boundingBox();
    const bar = await buyBar.boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(strip!.y + 0.5);
  }
}

test('after a first visit, articles never opened, the school page, search and visited pages work offline', async ({ page, context }) => {
  await visitAndInstall(page, '/products/thrust-boring-machine');
  await goOffline(context, page);

  await page.goto('/knowledge/otdr-trace-reading-basics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading an OTDR Trace');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await page.goto('/school');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  await expect(page.getByRole('tab', { name: /Courses/ })).toBeVisible();

  await page.goto('/search?q=ghost');
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Reading an OTDR Trace/ })).toBeVisible();

  await page.goto('/products/thrust-boring-machine');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hydraulic Thrust Boring Machine');

  // Back online: the indicator goes away.
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  // The room made for the strip goes back (a phone's product page keeps its buy bar's).
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  await expect(page.locator('body')).toHaveCSS('padding-bottom', phone ? '72px' : '0px');
});

test('a page never opened shows the offline page, which links to what is available', async ({ page, context, expectNoAxeViolations }) => {
  await visitAndInstall(page, '/products/thrust-boring-machine');
  await goOffline(context, page);

  await page.goto('/products/pb-hydro-blowing-machine');
  await expect(page).toHaveURL(/\/products\/pb-hydro-blowing-machine$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const visited = page.getByRole('region', { name: 'Pages you opened' });
  await expect(visited.getByRole('link', { name: 'Hydraulic Thrust Boring Machine' })).toHaveAttribute(
    'href',
    '/products/thrust-boring-machine',
  );
  await expect(page.getByRole('region', { name: 'Knowledge Base' }).getByRole('link', { name: 'Reading an OTDR Trace' })).toBeVisible();
  await expectNoAxeViolations();

  await page.getByRole('region', { name: 'Knowledge Base' }).getByRole('link', { name: 'Reading an OTDR Trace' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reading an OTDR Trace');
});

test('the API is never answered from the cache', async ({ page, context }) => {
  await visitAndInstall(page, '/');
  await page.evaluate(() => fetch('/api/health').then((r) => r.text()));
  const stored = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls.filter((u) => new URL(u).pathname.startsWith('/api/'));
  });
  expect(stored).toEqual([]);
  await context.setOffline(true);
  const offlineAnswer = await page.evaluate(() =>
    fetch('/api/health').then(
      () => 'answered',
      () => 'failed',
    ),
  );
  expect(offlineAnswer).toBe('failed');
});

// Chromium's own installability check (the one Lighthouse used to report) needs a regular
// profile: test contexts are incognito, so this test opens a persistent one.
test('the site is installable: manifest, icons and a service worker with a fetch handler', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'fiber-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // The manifest is linked by the page's script once it has painted, not by its HTML (it was
    // a request the first view waited for on a slow phone).
    expect(await (await page.request.get('/')).text()).not.toContain('rel="manifest"');
    await visitAndInstall(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: 'FiberPro Texas',
      short_name: 'FiberPro',
      start_url: '/',
      display: 'standalone',
      theme_color: '#0f3d6e',
    });
    for (const size of ['192x192', '512x512']) {
      const icon = manifest.icons.find((i: { sizes: string; type: string }) => i.sizes === size && i.type === 'image/png');
      expect((await page.request.get(icon.src)).ok()).toBe(true);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('the first visit’s precache holds nothing of the product catalogue (products are cached as visited)', async ({ request }) => {
  const { gunzipSync } = await import('node:zlib');
  const sw = await (await request.get('/sw.js')).text();
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  expect(urls).toContain('offline/index.html');
  expect(urls.filter((u) => /^products\/|images\/products\//.test(u))).toEqual([]);
  const fragments = urls.filter((u) => u.startsWith('pagefind/fragment/'));
  expect(fragments.length).toBeGreaterThan(10);
  for (const f of fragments) {
    const text = gunzipSync(await (await request.get(`/${f}`)).body()).toString('utf8');
    expect(text, f).not.toMatch(/"url":"\/products\//);
  }
});

test('offline right after the first visit, search still finds the knowledge articles', async ({ page, context }) => {
  await visitAndInstall(page, '/school');
  await goOffline(context, page);
  await page.goto('/search?q=budget');
  await expect(page.getByText('Search could not load. Check your connection and try again.')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /FTTH Splitter Placement/ })).toBeVisible();
});

test('offline, search finds the products searched before, with the build’s price and stock marked as such', async ({
  page,
  context,
  expectNoAxeViolations,
}, info) => {
  await visitAndInstall(page, '/search');
  const t30 = page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /FiberPro T-30 Handheld/ });
  const note = page.getByText(/^Price and stock as of [A-Z][a-z]+ \d{1,2}, \d{4} — offline$/);
  // Online: live figures, no note; the results' data and pictures are kept as they are fetched.
  await page.goto('/search?q=OTDR');
  await expect(t30).toContainText(/\$3,950\.00 · (In Stock \(\d+\)|Out of Stock)/);
  await expect(t30.locator('img')).toBeVisible();
  await expect(note).toHaveCount(0);

  await goOffline(context, page);
  // Another search (the browser may still hold the last stock answer for 30 s): only the
  // results whose data was kept can be read, the T-30 among them.
  await page.goto('/search?q=handheld');
  // The content file says 6: the build's figure, and a note that says whose it is.
  await expect(t30).toContainText('$3,950.00 · In Stock (6)');
  await expect(note).toBeVisible();
  await expect.poll(() => t30.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath(`search-offline-${page.viewportSize()?.width}.png`) });
});
