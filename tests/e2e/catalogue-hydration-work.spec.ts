// Hydrating the catalogue renders nothing again for nothing: every render React does as a page
// goes live is main-thread time the reader pays for in blocking time (issue 36). The cards'
// compare toggles read the device's ticks once (an empty copy changes nothing), the cart
// buttons set nothing for a visitor, the listing's filters keep their state and do not render
// again when the live stock lands. Allowed: the hydration and the live stock's render (the
// shop may have sold something); the listing commits once more, a render that changes no
// state (its source is not found yet). Before: 3 commits on /products, 5 on /products-list.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** Counts React's commits through the hook React reports to (the one its developer tools use). */
async function countCommits(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: number };
    w.__commits = 0;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => void w.__commits++,
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
}

for (const [path, most] of [
  ['/products', 2],
  ['/products-list', 3],
] as const) {
  test(`${path} goes live without rendering again for nothing`, async ({ page }) => {
    await countCommits(page);
    await page.goto(path);
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Effects that set state do so in a task after the hydration's commit: let them run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const commits = await page.evaluate(() => (window as unknown as { __commits: number }).__commits);
    expect(commits).toBeGreaterThanOrEqual(1);
    expect(commits).toBeLessThanOrEqual(most);
  });
}
