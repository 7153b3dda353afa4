// `npm start`: builds the site when dist/ is missing or older than its sources, then
// starts the all-in-one server (site + API + embedded database). The build's page-by-page
// list is shown with LOG_LEVEL=debug (or when the build fails); otherwise one line says it runs,
// so the server's address is the first thing to read.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.env.OUT_DIR ?? 'dist';
const SOURCES = ['src', 'content', 'public', 'astro.config.mjs', 'package.json', 'netlify.toml', 'scripts/build'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

const builtAt = existsSync(join(outDir, 'index.html')) ? statSync(join(outDir, 'index.html')).mtimeMs : 0;
if (builtAt === 0 || SOURCES.some((s) => newestMtime(s) > builtAt)) {
  console.log(builtAt === 0 ? 'No build found: building the site (a minute or two)…' : 'Sources changed: rebuilding the site…');
  const verbose = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  const build = spawnSync('npm', ['run', 'build'], { stdio: verbose ? 'inherit' : 'pipe', encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (build.status !== 0) {
    if (!verbose) process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.exit(build.status ?? 1);
  }
}

// tsx as a loader inside one node process: a signal sent to this script reaches the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
