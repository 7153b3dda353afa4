// An island page does not move under the reader as its islands come to life: from the first
// paint until every island is live and has settled, no layout shift (Lighthouse's CLS 0).
import { test, expect } from './support/fixtures';

const PAGES = [
  '/contact',
  '/apply',
  '/consultation',
  '/login',
  '/register',
  '/forgot-password',
  '/products',
  '/products-list',
  '/products/thrust-boring-machine',
  '/compare',
  '/es/compare',
  '/school',
];

for (const path of PAGES) {
  test(`${path} does not shift as its islands come to life`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: { value: number; nodes: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              nodes: entry.sources.map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.textContent).slice(0, 100),
              ),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    // What an island does once live (read the address, the stock, the stored cart) has settled.
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
    expect(shifts, JSON.stringify(shifts)).toEqual([]);
  });
}
