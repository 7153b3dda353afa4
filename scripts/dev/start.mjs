// `npm start`: builds the site when dist/ is missing or older than its sources, then
// starts the all-in-one server (site + API + embedded database).
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
  console.log(builtAt === 0 ? 'No build found: building the site…' : 'Sources changed: rebuilding the site…');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// tsx as a loader inside one node process: a signal sent to this script reaches the server itself.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
