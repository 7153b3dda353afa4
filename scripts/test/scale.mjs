// `npm run test:scale`: the server compiled as production runs it, then the scale tests
// (tests/scale/), each file with its own PostgreSQL 15, three instances and HAProxy, one file
// at a time. Needs Debian's postgresql-15 and haproxy (.ci/run installs them).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const haproxy = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].some(existsSync);
if (!haproxy) {
  console.error('test:scale needs HAProxy: apt-get install haproxy');
  process.exit(1);
}
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit' }).status ?? 1;
const built = run('npm', ['run', 'build:server']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['vitest', 'run', '--project', 'scale', '--no-file-parallelism', ...process.argv.slice(2)]));
