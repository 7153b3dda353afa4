// `npm test`: lint and format checks, unit and API suites, then the site build, the JS budget and the browser
// suites against the real server. With RUN_PG_TESTS=1 (set by .ci/run) the API suite also
// runs against a throwaway PostgreSQL 15, and the scale tests run (PostgreSQL, three
// instances of the compiled server behind HAProxy).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['lint, format, astro check, clone detector', 'npm', ['run', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['API tests (PGlite)', 'npx', ['vitest', 'run', '--project', 'api']],
];
if (process.env.RUN_PG_TESTS === '1' && existsSync('scripts/test/pg-temp.mjs')) {
  steps.push(['API tests (PostgreSQL 15)', 'npm', ['run', 'test:api:pg']]);
  steps.push(['scale tests (PostgreSQL 15, three instances, HAProxy)', 'npm', ['run', 'test:scale']]);
}
steps.push(
  ['site build', 'npm', ['run', 'build']],
  ['HTML check (W3C Nu, every built page)', 'npm', ['run', 'check:html']],
  ['type check', 'npm', ['run', 'typecheck']],
  ['JS budget', 'npm', ['run', 'budget']],
  ['browser tests', 'npm', ['run', 'test:e2e']],
);

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit' });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name}  (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - results.length;
console.log(`steps: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed ? 1 : 0);
