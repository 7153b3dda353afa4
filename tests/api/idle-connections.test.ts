// The server as `npm start` runs it, behind a balancer that keeps idle connections (HAProxy's
// `timeout server 60s`): a connection left idle past Node's default 5 s is still open for the
// next request (no reset, no 502 from the balancer), and an idle connection does not hold up a
// stop (SIGINT exits 0, the idle connection closed, not cut at the forced exit).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, get, type ClientRequest } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test } from 'vitest';

/** GET through `agent`; the answer's status and whether it went down a connection used before. */
const fetchOver = (agent: Agent, url: string) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req: ClientRequest = get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on('error', reject);
  });

test('an idle connection outlives Node’s 5 s default and does not delay a stop', { timeout: 240_000 }, async () => {
  const probe = createServer();
  await new Promise<void>((listening) => probe.listen(0, '127.0.0.1', listening));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((closed) => probe.close(closed));
  const dataDir = mkdtempSync(join(tmpdir(), 'idle-connections-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CMS_PORT: '0', SMTP_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await once(createInterface({ input: server.stdout }), 'line');
    const url = `http://127.0.0.1:${port}/api/health/live`;
    expect(await fetchOver(agent, url)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await fetchOver(agent, url)).toEqual({ status: 200, reused: true });

    // Held open, the connection would keep the server to its 10 s forced exit (code 1).
    server.kill('SIGINT');
    const [code] = (await once(server, 'exit')) as [number];
    expect(code).toBe(0);
  } finally {
    agent.destroy();
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
