// Opens the content editor (/admin/) logged in to the local backend the server names in its
// /admin/config.yml (the one it started, or `npm run cms`'s).
import { expect, type Page } from '@playwright/test';

export async function openEditor(page: Page, origin = '') {
  await page.goto(`${origin}/admin/`);
  // The editor is one large script (Decap CMS): on a busy 2-core machine it takes a while to start.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Knowledge articles' })).toBeVisible();
}
