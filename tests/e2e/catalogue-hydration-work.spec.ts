// Hydrating the catalogue renders nothing again for nothing: every render React does as a page
// goes live is main-thread time the reader pays for in blocking time (issue 36). The cards'
// compare toggles read the device's ticks once (an empty copy changes nothing), the cart
// buttons set nothing for a visitor, the listing's filters keep their state and do not render
// again when the live stock lands. Allowed: the hydration and the live stock's render (the
// shop may have sold something); the listing commits once more, a render that changes no
// state (its source is not found yet). Before: 3 commits on /products, 5 on /products-list.
// And each is rendered in the scheduler's own tasks, in slices between other work: the live
// stock came through useSyncExternalStore, which renders every card at once, synchronously in
// the task that set it (one of 14–49 ms on this machine, unthrottled); it now comes in a
// transition.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/**
 * React's commits from navigation until the page is live and idle, through the hook React
 * reports to (the one its developer tools use): for each, the outermost frame of its call stack.
 * React's scheduler runs its work from a MessageChannel's message; a synchronous render runs
 * from the task that asked for it.
 */
async function commitsGoingLive(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { __commits: string[] };
    w.__commits = [];
    Error.stackTraceLimit = Infinity;
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => void w.__commits.push(String(new Error().stack).trim().split('\n').at(-1) ?? ''),
        onCommitFiberUnmount: () => {},
        onPostCommitFiberRoot: () => {},
      },
    });
  });
  await page.goto(path);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // Effects that set state do so in a task after the hydration's commit: let them run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  const commits = await page.evaluate(() => (window as unknown as { __commits: string[] }).__commits);
  for (const outermost of commits) expect(outermost, 'a commit run from the scheduler').toContain('MessagePort');
  return commits;
}

for (const [path, most] of [
  ['/products', 2],
  ['/products-list', 3],
  // The school's seats left come as the stock does; before, it also rendered the whole school
  // again for every visitor to learn that they are no admin (4 commits then).
  ['/school', 3],
] as const) {
  test(`${path} goes live without rendering again for nothing, in the scheduler's slices`, async ({ page }) => {
    const commits = await commitsGoingLive(page, path);
    expect(commits.length).toBeGreaterThanOrEqual(1);
    expect(commits.length).toBeLessThanOrEqual(most);
  });
}
