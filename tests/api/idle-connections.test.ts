// The server as `npm start` runs it, behind a balancer that keeps idle connections (HAProxy's
// `timeout server 60s`): a connection left idle past Node's default 5 s is still open for the
// next request (no reset, no 502 from the balancer), and an idle connection does not hold up a
// stop (SIGINT exits 0, the idle connection closed, not cut at the forced exit).
import { Agent, get, type ClientRequest } from 'node:http';
import { expect, test } from 'vitest';
import { startMain } from './start-main';

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
  const main = await startMain();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let code: number | null;
  try {
    const url = `http://127.0.0.1:${main.port}/api/health/live`;
    expect(await fetchOver(agent, url)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(await fetchOver(agent, url)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
    // SIGINT with the connection still open: held open, it would keep the server to its 10 s
    // forced exit (code 1).
    code = await main.stop();
  }
  expect(code).toBe(0);
});
