// The content editor's page in a production deployment (NODE_ENV=production: no local
// backend, and the page may not reach localhost; no Netlify Identity): instead of the editor's
// spinner and a login that cannot succeed, /admin/ says what it checked and what to configure.
// At 1280 and 360 px: nothing overlaps, nothing scrolls sideways.
import { startServer, type RunningServer } from './support/server';
import { test, expect } from './support/fixtures';

let server: RunningServer;
test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServer({ env: { NODE_ENV: 'production', JWT_SECRET: 'e2e-production-secret-'.repeat(3) } });
});
test.afterAll(async () => server?.stop());

test('in production, /admin/ says the editor is not connected and how to connect it', async ({ page, expectNoAxeViolations }, info) => {
  await page.goto(`${server.baseURL}/admin/`);
  const note = page.getByRole('main');
  await expect(note.getByRole('heading', { level: 1, name: 'The content editor is not connected' })).toBeVisible({ timeout: 20_000 });
  // The server says why there is no local backend, and the page looks for none (not even on 8081).
  await expect(note).toContainText('This server starts no content editor backend: it runs with NODE_ENV=production.');
  await expect(note).not.toContainText('localhost:8081');
  await expect(note).toContainText('Netlify Identity (/.netlify/identity/settings): not enabled for this site.');
  await expect(note.getByRole('heading', { name: 'To edit content' })).toBeVisible();
  for (const way of ['npm start', 'Git Gateway', 'public/admin/config.yml']) await expect(note).toContainText(way);
  // The editor itself never loaded: no spinner, no login button.
  await expect(page.getByText('Connecting the content editor…')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Login/ })).toHaveCount(0);
  expect(await page.evaluate(() => 'CMS' in window)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations();
  await page.screenshot({ path: info.outputPath('admin-production.png'), fullPage: true });
});
