// The content editor end to end: /admin with the local backend (decap-server) pointed at a
// temporary COPY of content/, so the real files are never touched. An article created and a
// course price changed in the editor's UI are saved as valid files; a rebuild from that copy
// (CONTENT_DIR, OUT_DIR in the temp folder) serves the article, finds it by search and shows
// the new price on /school. Desktop only: one editor session, one rebuild.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { Page } from '@playwright/test';
import { parse as parseYaml } from 'yaml';
import { startCmsBackend } from '#server/content/cmsBackend';
import { createStaticHandler } from '#server/http/static';
import { articleSchema, courseSchema } from '#domain/content/schemas';
import { openEditor } from './support/editor';
import { freePort, startServer, waitForUrl, type RunningServer } from './support/server';
import { test, expect } from './support/fixtures';

const ARTICLE = { title: 'Splice Tray Organization Checklist', slug: 'splice-tray-organization-checklist', word: 'zephyrtray' };
const COURSE = { slug: 'fiber-optic-fundamentals', title: 'Fiber Optic Fundamentals', price: 645 };

let repo: string;
let backend: ChildProcess;
let backendUrl: string;
/** The site as `npm run cms` serves it: only there may the editor's page reach a localhost backend. */
let editorSite: RunningServer;

test.skip(({ isMobile }) => isMobile, 'the editor is a desktop tool; one run is enough');
// One editor session plus a full rebuild of the site.
test.describe.configure({ timeout: 300_000 });

test.beforeAll(async () => {
  repo = mkdtempSync(join(tmpdir(), 'fiber-cms-'));
  cpSync('content', join(repo, 'content'), { recursive: true });
  const port = await freePort();
  backend = startCmsBackend({ repoDir: repo, port, stdio: 'ignore' }) as ChildProcess;
  backendUrl = `http://localhost:${port}/api/v1`;
  await waitForUrl(backendUrl, backend, { body: '{"action":"info"}' });
  editorSite = await startServer({ env: { CMS_LOCAL_BACKEND: `http://localhost:${port}` } });
});

test.afterAll(async () => {
  await editorSite?.stop();
  if (backend && backend.exitCode === null) {
    backend.kill('SIGTERM');
    await new Promise((r) => backend.once('exit', r));
  }
  if (repo) rmSync(repo, { recursive: true, force: true });
});

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

const frontmatter = (file: string) => {
  const [, yaml, body] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
  return { data: parseYaml(yaml ?? '') as unknown, body: body ?? '' };
};

function build(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      env: { ...process.env, CONTENT_DIR: join(repo, 'content'), OUT_DIR: outDir, ASTRO_CACHE_DIR: join(repo, '.astro-cache') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (d) => (errors += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build failed (${code}): ${errors.slice(-2000)}`))));
  });
}

test('create an article and change a course price in the editor; a rebuild publishes both', async ({ page }) => {
  await openEditor(page, editorSite.baseURL);

  await test.step('create a knowledge article through the editor', async () => {
    await page.goto(`${editorSite.baseURL}/admin/#/collections/articles/new`);
    await page.getByLabel('ID', { exact: true }).fill('99');
    await page.getByLabel('Title', { exact: true }).fill(ARTICLE.title);
    await page.getByLabel('Category', { exact: true }).fill('Splicing');
    await page.getByLabel('Views', { exact: true }).fill('42');
    const content = page.locator('[data-slate-editor="true"]');
    await content.click();
    await page.keyboard.type(
      `Label every ${ARTICLE.word} before closing the enclosure.\n\n:::tip\nRoute fibers loosely in the tray.\n:::\n`,
    );
    // The preview pane renders it like the site, callout included.
    await expect(page.frameLocator('iframe').first().getByText('Route fibers loosely in the tray.')).toBeVisible();
    await publish(page);
    await expect(page).toHaveURL(new RegExp(`/collections/articles/entries/${ARTICLE.slug}$`));
  });

  await test.step('the saved file validates against the article schema', async () => {
    const file = join(repo, 'content', 'articles', `${ARTICLE.slug}.md`);
    await expect.poll(() => existsSync(file)).toBe(true);
    const { data, body } = frontmatter(file);
    const article = articleSchema.parse(data);
    expect(article).toMatchObject({
      id: 99,
      title: ARTICLE.title,
      category: 'Splicing',
      type: 'guide',
      view_count: 42,
      is_published: true,
    });
    expect(body).toContain(`Label every ${ARTICLE.word}`);
    expect(body).toContain(':::tip');
  });

  await test.step('change a course price', async () => {
    // A fresh load, as the /school edit icon opens it (the editor stays logged in).
    await page.goto(`${editorSite.baseURL}/admin/#/collections/courses/entries/${COURSE.slug}`);
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(COURSE.title, { timeout: 30_000 });
    const price = page.getByLabel('Price (USD)', { exact: true });
    await expect(price).toHaveValue('595');
    await price.fill(String(COURSE.price));
    await publish(page);
    const file = join(repo, 'content', 'courses', `${COURSE.slug}.yaml`);
    await expect.poll(() => (parseYaml(readFileSync(file, 'utf8')) as { price: number }).price).toBe(COURSE.price);
    expect(courseSchema.parse(parseYaml(readFileSync(file, 'utf8'))).title).toBe(COURSE.title);
  });

  const outDir = join(repo, 'dist');
  await test.step('rebuild the site from the edited copy', async () => {
    await build(outDir);
  });

  const port = await freePort();
  const app = new Hono().all('*', createStaticHandler(outDir, 'netlify.toml'));
  const site = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await test.step('the article is served at /knowledge/{slug}', async () => {
      await page.goto(`${origin}/knowledge/${ARTICLE.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: ARTICLE.title })).toBeVisible();
      await expect(page.getByText('Route fibers loosely in the tray.')).toBeVisible();
    });

    await test.step('and found by search', async () => {
      await page.goto(`${origin}/search?q=${ARTICLE.word}`);
      await expect(page.locator(`a[href^="/knowledge/${ARTICLE.slug}"]`).first()).toBeVisible();
    });

    await test.step('/school shows the new course price', async () => {
      await page.goto(`${origin}/school`);
      const card = page.locator('article').filter({ has: page.getByRole('heading', { name: COURSE.title, exact: true }) });
      await expect(card).toContainText('$645.00');
      await expect(card).not.toContainText('$595.00');
    });
  } finally {
    await new Promise((r) => site.close(r));
  }
});
