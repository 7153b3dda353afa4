// Opens the content editor (/admin/) logged in to a local backend at backendUrl: the page's
// config.yml is answered with local_backend pointed there (the editor's default is :8081).
import { expect, type Page } from '@playwright/test';

export async function openEditor(page: Page, backendUrl: string, origin = '') {
  await page.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/^local_backend: true$/m, `local_backend:\n  url: ${backendUrl}`);
    await route.fulfill({ response, body });
  });
  await page.goto(`${origin}/admin/`);
  // The editor is one large script (Decap CMS): on a busy 2-core machine it takes a while to start.
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 60_000 });
  await expect(page.getByRole('link', { name: 'Knowledge articles' })).toBeVisible();
}
