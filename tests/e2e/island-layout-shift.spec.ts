// An island page does not move under the reader as its islands come to life: from the first
// paint until every island is live and what it loads has come, no layout shift (Lighthouse's
// CLS 0) on the public pages; on the guarded ones, nothing below the island moves.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { test as shopTest, addToCartViaApi, PRODUCTS, registerViaApi, signIn } from './journey-support';
import { ISLAND_PAGES } from '../../scripts/bench/island-pages.mjs';

type Shift = { value: number; nodes: string[] };

/** Records every layout shift not caused by input, in every document the page opens. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
    const describe = (node?: Node) => (node instanceof Element ? node.outerHTML : String(node?.textContent)).slice(0, 100);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[])
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, nodes: entry.sources.map((s) => describe(s.node)) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the page once its islands are live and what they load has come. */
async function shiftsOnceSettled(page: Page) {
  // Every island shown is live (a guarded page's own island stays asleep, hidden, for a visitor).
  const asleepShown = () =>
    page.evaluate(
      () =>
        [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
          for (let e: Element | null = island; e; e = e.parentElement) if (getComputedStyle(e).display === 'none') return false;
          return true;
        }).length,
    );
  await expect.poll(asleepShown).toBe(0);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
}

// The pages the benchmarks hold to issue 36 (/cart and /checkout show a visitor the sign-in form).
const PUBLIC_PAGES = [...ISLAND_PAGES, '/es/compare'];

for (const path of PUBLIC_PAGES) {
  test(`${path} does not shift as its islands come to life`, async ({ page }) => {
    await recordShifts(page);
    await page.goto(path);
    const shifts = await shiftsOnceSettled(page);
    // Lighthouse shows the score to three decimals: under 0.001 it reads CLS 0.
    const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(score, JSON.stringify(shifts)).toBeLessThan(0.001);
  });
}

// A guarded page's island takes the place of its fallback without moving what is below it: the
// footer stays where the first paint put it (below the screen on the checkout, whose form comes later).
for (const path of ['/checkout', '/es/checkout', '/cart', '/account', '/orders']) {
  shopTest(`${path}, signed in with an item in the cart, does not move its footer as it loads`, async ({ page, request }) => {
    const session = await registerViaApi(request);
    await addToCartViaApi(request, session.token, PRODUCTS.lubricant.id);
    await recordShifts(page);
    // The island's file comes late, as on a phone: the fallback is painted before it.
    await page.route(/\/_astro\/\w+Island\.[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await signIn(page, session, path);
    const shifts = await shiftsOnceSettled(page);
    const footerShifts = shifts.filter((shift) => shift.nodes.some((node) => node.startsWith('<footer')));
    expect(footerShifts, JSON.stringify(shifts)).toEqual([]);
  });
}
