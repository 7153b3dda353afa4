#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL 15 cluster:
//   node scripts/test/pg-temp.mjs -- npx vitest run --project api
// The command sees TEST_DATABASE_URL; the cluster is stopped and deleted afterwards,
// also when the command fails or we are interrupted.
import { spawn } from 'node:child_process';
import { startCluster } from '../lib/pg-cluster.mjs';

const sep = process.argv.indexOf('--');
const command = sep >= 0 ? process.argv.slice(sep + 1) : [];
if (!command.length) {
  console.error('usage: node scripts/test/pg-temp.mjs -- <command> [args...]');
  process.exit(2);
}

let cluster;
let child;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child && child.exitCode === null) child.kill(signal);
    cluster?.remove();
    process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]);
  });
}

let code = 1;
try {
  cluster = await startCluster();
  console.error(`pg-temp: PostgreSQL 15 on ${cluster.url}`);
  child = spawn(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } });
  code = await new Promise((resolve) => child.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0))));
} catch (err) {
  console.error(`pg-temp: ${err.message}`);
} finally {
  try {
    cluster?.remove();
  } catch (e) {
    console.error(String(e));
  }
}
process.exit(code);
