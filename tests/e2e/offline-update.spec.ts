// A new deployment is picked up: on a copy of the built site served by its own server,
// an article changes and the service worker is rebuilt (as `npm run build` would); the
// open page keeps showing the version it has until the person clicks Reload, then shows
// the new content.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildServiceWorker } from '../../scripts/build/build-service-worker.mjs';
import { expect, test } from './support/fixtures';
import { freePort, spawnNodeGroup, stopGroup, waitForUrl } from './support/server';

test.use({ serviceWorkers: 'allow' });
// One deployment per run is enough: the phone project adds nothing here.
const DESKTOP_ONLY = 'desktop';

const ARTICLE = 'knowledge/otdr-trace-reading-basics/index.html';
const NEW_TEXT = 'Revised for the new field season.';

let root: string;
let server: ChildProcess;
let baseURL: string;

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== DESKTOP_ONLY) return;
  test.setTimeout(90_000);
  root = mkdtempSync(join(tmpdir(), 'fiber-deploy-'));
  cpSync(resolve(process.env.OUT_DIR ?? 'dist'), join(root, 'site'), { recursive: true });
  const port = await freePort();
  baseURL = `http://127.0.0.1:${port}`;
  server = spawnNodeGroup(['server/main.ts'], {
    ...process.env,
    OUT_DIR: join(root, 'site'),
    DIST_DIR: join(root, 'site'),
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(root, 'data'),
  });
  await waitForUrl(`${baseURL}/api/health`, server);
});

test.afterAll(async () => {
  if (server) await stopGroup(server);
  if (root) rmSync(root, { recursive: true, force: true });
});

test('after a rebuild the page offers Reload and then shows the new content', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== DESKTOP_ONLY, 'covered by the desktop project');
  test.setTimeout(90_000);
  const url = `${baseURL}/knowledge/otdr-trace-reading-basics`;
  await page.goto(url);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect(page.getByText(NEW_TEXT)).toHaveCount(0);

  // The new deployment: changed content, then the build's service-worker step.
  const file = join(root, 'site', ARTICLE);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/(<h1[^>]*>[^<]*<\/h1>)/, `$1<p>${NEW_TEXT}</p>`));
  await buildServiceWorker(join(root, 'site'));

  await page.reload();
  const prompt = page.getByRole('complementary', { name: 'Update' });
  await expect(prompt.getByRole('status')).toHaveText('A new version of this site is available.', { timeout: 20_000 });
  // Until the person chooses, the page stays entirely on the version it has.
  await expect(page.getByText(NEW_TEXT)).toHaveCount(0);

  await prompt.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText(NEW_TEXT)).toBeVisible({ timeout: 20_000 });
  await expect(prompt).toHaveCount(0);
});
