#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/test/pg-temp.mjs -- npx vitest run --project api
// The command sees TEST_DATABASE_URL; the cluster is stopped and deleted afterwards,
// also when the command fails or we are interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../lib/free-port.mjs';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!command.length) {
  console.error('usage: node scripts/test/pg-temp.mjs -- <command> [args...]');
  process.exit(2);
}

// initdb refuses to run as root: run the server tools as the postgres user instead.
const asRoot = userInfo().uid === 0;
const pgTool = (tool, args, opts = {}) => {
  const [cmd, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', join(BIN, tool), ...args]] : [join(BIN, tool), args];
  const r = spawnSync(cmd, argv, { encoding: 'utf8', ...opts });
  if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout}`);
  return r.stdout;
};

const dir = mkdtempSync(join(tmpdir(), 'pg-temp-'));
const data = join(dir, 'data');
let started = false;

function cleanup() {
  if (started) {
    try {
      pgTool('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    } catch (e) {
      console.error(String(e));
    }
    started = false;
  }
  rmSync(dir, { recursive: true, force: true });
}

let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    cleanup();
    process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]);
  });
}

let code = 1;
try {
  if (asRoot) {
    const pw = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(pw.stdout), Number(gid.stdout));
  }
  const port = await freePort();
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  pgTool('pg_ctl', ['start', '-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60']);
  started = true;
  pgTool('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'test']);
  const url = `postgres://postgres@127.0.0.1:${port}/test`;
  console.error(`pg-temp: PostgreSQL 15 on ${url}`);
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: url } });
  code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
} catch (err) {
  console.error(`pg-temp: ${err.message}`);
} finally {
  cleanup();
}
process.exit(code);
