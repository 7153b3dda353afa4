// Shared by the site benchmarks: build a generated content folder into its own output
// folder, serve it with the real all-in-one server (in its own process group, so
// stopping it stops everything it started).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../test/ensure-chromium.mjs';
import { flag, option } from '../lib/args.mjs';
import { freePort } from '../lib/free-port.mjs';

/** The median of the figures that are there (null when none is). */
export const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

const siteEnv = ({ work, contentDir, outDir }) => ({
  ...process.env,
  CONTENT_DIR: contentDir,
  OUT_DIR: outDir,
  ASTRO_CACHE_DIR: join(work, 'astro-cache'),
});

/** `npm run build` of contentDir into outDir; returns the seconds it took. */
export function buildSite(dirs) {
  const t = performance.now();
  const build = spawnSync('npm', ['run', 'build'], { env: siteEnv(dirs), stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('build failed');
  return (performance.now() - t) / 1000;
}

/** Starts the server on the built site; resolves { base, stop } once /api/health answers. */
export async function serveSite(dirs, { timeoutMs = 180_000 } = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...siteEnv(dirs), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(dirs.work, 'data'), RATE_LIMIT_DISABLED: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // With 10,000 products the API takes a while to load its catalogue.
  while (
    !(await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() - started > timeoutMs || server.exitCode !== null) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}

/**
 * A generated site, built, served and opened in Chromium: the frame of bench:catalogue and
 * bench:search. `generate(contentDir)` writes the content and returns what it made (for the
 * log). Options: --keep leaves the temp folder; --reuse DIR skips generate and build, using
 * DIR from an earlier --keep run. `close()` stops the browser and server and cleans up.
 */
export async function openGeneratedSite({ prefix, generate, built }) {
  const reuse = option('reuse', null);
  const keep = flag('keep') || !!reuse;
  const work = reuse ?? mkdtempSync(join(tmpdir(), prefix));
  const dirs = { work, contentDir: join(work, 'content'), outDir: join(work, 'dist') };
  if (!reuse || !existsSync(dirs.outDir)) {
    const t = performance.now();
    const made = generate(dirs.contentDir);
    console.log(`generated ${made} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    console.log(`built ${built} in ${buildSite(dirs).toFixed(1)} s`);
  }
  const { base, stop } = await serveSite(dirs);
  const browser = await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const close = async () => {
    await browser.close();
    stop();
    if (!keep) rmSync(work, { recursive: true, force: true });
    else console.log(`kept ${work}`);
  };
  return { base, browser, close };
}
