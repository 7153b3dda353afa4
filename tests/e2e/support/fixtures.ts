// The e2e `test`: baseURL from the server started in global-setup, plus an axe check.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ expectNoAxeViolations: (page?: Page) => Promise<void> }>({
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (target = page) => {
      // The check is of the settled screen: a toast fading in is, for a moment, text of too
      // little contrast. Endless animations (spinners) are left running, and so are those driven
      // by the scroll (a phone's buy bar), which follow the page's position, not the clock.
      await target.waitForFunction(
        () =>
          document
            .getAnimations()
            .every((a) => a.playState !== 'running' || a.timeline !== document.timeline || a.effect?.getTiming().iterations === Infinity),
        null,
        { timeout: 5_000 },
      );
      const { violations } = await new AxeBuilder({ page: target })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const summary = violations.map(
        (v) =>
          `${v.id}: ${v.help} (${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
      expect(summary, 'axe violations').toEqual([]);
    });
  },
});

export { expect };
export type { Page };
/** True for the 360 px phone project. */
export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
