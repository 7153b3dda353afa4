// A throwaway PostgreSQL 15 cluster in a temporary directory, on 127.0.0.1 and a free port
// (scripts/test/pg-temp.mjs, the scale tests). initdb refuses to run as root: as root, the
// server tools run as the postgres user. stop() and start() keep the data (a database outage
// in a test); remove() stops it and deletes the directory.
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;

/** Runs one of PostgreSQL's tools; throws with its output when it fails. */
function pgTool(tool, args) {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]] : [join(BIN, tool), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
}

const idOf = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout);

/** @param {{ maxConnections?: number }} [o] */
export async function startCluster({ maxConnections = 200 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'pg-temp-'));
  if (asRoot) chownSync(dir, idOf('-u'), idOf('-g'));
  const data = join(dir, 'data');
  const port = await freePort();
  let running = false;
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=${maxConnections} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = () => {
    pgTool('pg_ctl', ['start', '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60']);
    running = true;
  };
  const stop = (mode = 'fast') => {
    if (!running) return;
    running = false;
    pgTool('pg_ctl', ['stop', '-D', data, '-m', mode, '-w']);
  };
  try {
    pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
    start();
    pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'test']);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/test`,
    port,
    start,
    stop,
    remove() {
      try {
        stop('immediate');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
