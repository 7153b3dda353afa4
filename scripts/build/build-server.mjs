// `npm run build:server`: the API server and the admin CLI compiled to plain JavaScript in
// build/server/ (esbuild; dependencies stay in node_modules), with the SQL migrations they
// read beside them. A host then runs `node build/server/main.js`: no npm
// or tsx between its SIGTERM and the server.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const OUT = 'build/server';
rmSync(OUT, { recursive: true, force: true });
await build({
  entryPoints: { main: 'server/main.ts', cli: 'server/cli.ts' },
  outdir: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
// Read at run time from the directory of the running file (import.meta.url).
cpSync('server/db/migrations', `${OUT}/migrations`, { recursive: true });
console.log(`built ${OUT}/main.js and ${OUT}/cli.js`);
