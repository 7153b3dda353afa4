// Shared by the site benchmarks: build a generated content folder into its own output
// folder, and serve it with the real all-in-one server (in its own process group, so
// stopping it stops everything it started).
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

const siteEnv = ({ work, contentDir, outDir }) => ({ ...process.env, CONTENT_DIR: contentDir, OUT_DIR: outDir, ASTRO_CACHE_DIR: join(work, 'astro-cache') });

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
  while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) {
    if (Date.now() - started > timeoutMs || server.exitCode !== null) {
      stop();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { base, stop };
}
