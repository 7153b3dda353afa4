// The content editor on day one: the all-in-one server (what `npm start` runs) starts the
// editor's local backend beside itself outside production, so /admin/ edits content with no
// second command. Here the server edits a temporary COPY of content/ (CONTENT_DIR) with its
// backend on a free port (CMS_PORT); the editor lists that copy's articles and opens one.
// Desktop only: the editor is a desktop tool.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openEditor } from './support/editor';
import { freePort, startServer, type RunningServer } from './support/server';
import { test, expect } from './support/fixtures';

let repo: string;
let server: RunningServer;
let backendUrl: string;

test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; one run is enough');
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  repo = mkdtempSync(join(tmpdir(), 'fiber-cms-start-'));
  cpSync('content', join(repo, 'content'), { recursive: true });
  const port = await freePort();
  server = await startServer({ env: { CMS_PORT: String(port), CONTENT_DIR: join(repo, 'content') } });
  backendUrl = `http://localhost:${port}/api/v1`;
});

test.afterAll(async () => {
  await server?.stop();
  if (repo) rmSync(repo, { recursive: true, force: true });
});

test('the server starts the editor’s backend: /admin/ lists and opens the articles of its content folder', async ({ page }) => {
  const info = () =>
    fetch(backendUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' }).then(
      (r) => r.ok,
      () => false,
    );
  await expect.poll(info, { timeout: 30_000 }).toBe(true);

  await openEditor(page, server.baseURL);
  await page.getByRole('link', { name: 'Knowledge articles' }).click();
  await page.getByRole('link', { name: /MPO Polarity Explained/ }).click();
  await expect(page.getByLabel('Title')).toHaveValue('MPO Polarity Explained', { timeout: 30_000 });
});
