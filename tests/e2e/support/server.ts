// Starting and stopping real all-in-one servers for the browser suites. Each server is
// Node itself (not npx) in its own process group, so stop() ends it whole and no server
// outlives the run.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../scripts/lib/free-port.mjs';
import { startSmtpServer } from '../../api/smtp-server';

export { freePort };

/** Polls url until it answers 2xx (POST with a JSON body when `body` is given). */
export async function waitForUrl(
  url: string,
  child: ChildProcess,
  { timeoutMs = 90_000, body }: { timeoutMs?: number; body?: string } = {},
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body } : undefined);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Spawns a Node script with tsx in its own process group. */
export const spawnNodeGroup = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });

/** Ends a process started by spawnNodeGroup, with everything it started. */
export async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await exited;
}

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  stop: () => Promise<void>;
}

/**
 * The built site + API + PGlite in a fresh temporary DATA_DIR on a free port. `admin`
 * makes a staff account with the admin CLI first (PGlite allows one process per data
 * directory, so the CLI runs before the server opens it).
 */
export async function startServer({
  env = {},
  admin,
}: { env?: Record<string, string>; admin?: { email: string; password: string } } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fiber-e2e-'));
  // CMS_PORT=0: no content editor backend beside each test server (a test asks for one).
  const base = { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_DISABLED: '1', CMS_PORT: '0', ...env };
  if (admin) {
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/cli.ts', 'create-user', '--email', admin.email, '--password', admin.password, '--role', 'admin'],
      { env: base, encoding: 'utf8' },
    );
    if (made.status !== 0) throw new Error(`creating the staff account failed: ${made.stderr}`);
  }
  const port = await freePort();
  const child = spawnNodeGroup(['server/main.ts'], { ...base, PORT: String(port), HOST: '127.0.0.1' });
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${baseURL}/api/health`, child);
  } catch (e) {
    await stopGroup(child);
    throw e;
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      await stopGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Tests stand for many people, who all connect from 127.0.0.1: with LOOPBACK_PROXY as
 * TRUST_PROXY, a test names each person's client address in X-Forwarded-For (the seat limit
 * per client address counts them apart).
 */
export const LOOPBACK_PROXY = '127.0.0.0/8';

let addresses = 0;
/** A client address of its own for a test's person (in 198.18.0.0/15, the benchmarking range; the worker's pid keeps workers apart). */
export const personAddress = () => `198.18.${(process.pid % 200) + 1}.${(++addresses % 250) + 1}`;

/** A server of its own that delivers its mail at once to an SMTP server started with it. */
export async function startMailedServer(admin?: { email: string; password: string }, env: Record<string, string> = {}) {
  const smtp = await startSmtpServer();
  const server = await startServer({ env: { SMTP_URL: smtp.url, MAIL_POLL_MS: '100', ...env }, admin });
  const stop = async () => {
    await server.stop();
    await smtp.close();
  };
  return { baseURL: server.baseURL, smtp, stop };
}
