// The shop as production runs it, on this machine: PostgreSQL 15, several instances of the
// compiled server (`npm run build:server`, run with `node build/server/main.js`) and HAProxy
// in front with readiness checks, plus a real SMTP server. Everything listens on 127.0.0.1.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../../scripts/lib/pg-cluster.mjs';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { signToken } from '#server/auth/tokens';
import { knownHash, writeCatalogue, writeSessions, type ProductSpec, type SessionSpec } from '../api/helpers';
export { submission } from '../api/helpers';
import { startSmtpServer, type SmtpTestServer } from '../api/smtp-server';

export const JWT_SECRET = 'scale-test-secret-0123456789-abcdefghijklmnop';
export const METRICS_TOKEN = 'scale-test-metrics-token';
const SERVER = 'build/server/main.js';
const HAPROXY = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find(existsSync) ?? 'haproxy';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls check until it returns true, or throws after ms. */
export async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const end = Date.now() + ms;
  const passes = async () => {
    try {
      return await check();
    } catch {
      return false;
    }
  };
  while (!(await passes())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(50);
  }
}

export interface Instance {
  name: string;
  url: string;
  process: ChildProcess;
  /** Resolves when the process exits: its code, signal and when. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

export interface ShopOptions {
  instances?: number;
  products?: ProductSpec[];
  sessions?: SessionSpec[];
  env?: Record<string, string>;
  /** How long the SMTP server takes to accept each message. */
  smtpDelayMs?: number;
}

export async function startShop(o: ShopOptions = {}) {
  if (!existsSync(SERVER)) throw new Error(`${SERVER} is missing: run npm run build:server (npm run test:scale does)`);
  const dir = mkdtempSync(join(tmpdir(), 'scale-shop-'));
  const content = join(dir, 'content');
  writeCatalogue(content, o.products ?? [{ id: 1, slug: 'fusion-splicer', price: 100, stock: 10_000 }]);
  writeSessions(content, o.sessions ?? []);
  copyFileSync('content/site.json', join(content, 'site.json'));
  const cluster: Cluster = await startCluster({ maxConnections: 300 });
  const smtp = await startSmtpServer({ delayMs: o.smtpDelayMs });
  const sql = new pg.Pool({ connectionString: cluster.url, max: 4 });
  sql.on('error', () => {}); // its idle connections die with the database in the outage test
  const ports = await Promise.all(Array.from({ length: o.instances ?? 3 }, () => freePort()));
  const balancerPort = await freePort();
  const env = (name: string, port: number) => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `${cluster.url}?application_name=${name}`,
    DB_POOL_SIZE: '20',
    JWT_SECRET,
    CONTENT_DIR: content,
    DIST_DIR: join(dir, 'no-site'),
    DATA_DIR: join(dir, name),
    SMTP_URL: smtp.url,
    MAIL_POLL_MS: '200',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RATE_LIMIT: '100000',
    TEAM_EMAIL: 'team@fiber.test',
    MAIL_FROM: 'FiberPro Texas <no-reply@fiber.test>',
    TRUST_PROXY: '127.0.0.1',
    METRICS_TOKEN,
    SHUTDOWN_DRAIN_MS: '2500',
    LOG_LEVEL: 'warn',
    ...o.env,
  });

  const instances: Instance[] = [];
  function launch(i: number): Instance {
    const name = `shop-${i + 1}`;
    const child = spawn(process.execPath, [SERVER], { env: env(name, ports[i]), stdio: ['ignore', 'pipe', 'inherit'] });
    // The server logs to its standard output (its start line, warnings and errors here): named in the
    // test's output, a failing instance says why instead of only "not ready".
    createInterface({ input: child.stdout! }).on('line', (line) => process.stderr.write(`[${name}] ${line}\n`));
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
      child.on('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
    );
    return (instances[i] = { name, url: `http://127.0.0.1:${ports[i]}`, process: child, exited });
  }
  const ready = (i: Instance) => until(async () => (await fetch(`${i.url}/api/health/ready`)).status === 200, 60_000, `${i.name} ready`);
  // All at once on an empty database: the migrations' advisory lock lets one run them.
  const removeAll = async () => {
    instances.forEach((i) => i.process.exitCode === null && i.process.kill('SIGKILL'));
    await Promise.all(instances.map((i) => i.exited));
    await sql.end();
    await smtp.close();
    cluster.remove();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all(ports.map((_, i) => ready(launch(i))));
  } catch (err) {
    // Nothing is left running: the test runner would wait for it instead of reporting the failure.
    await removeAll();
    throw err;
  }

  const haproxyConfig = join(dir, 'haproxy.cfg');
  writeFileSync(
    haproxyConfig,
    `global
  maxconn 4000
defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response
  option forwardfor
frontend shop
  bind 127.0.0.1:${balancerPort}
  default_backend api
backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  timeout check 2s
  default-server inter 400ms fall 2 rise 1
${ports.map((p, i) => `  server shop-${i + 1} 127.0.0.1:${p} check`).join('\n')}
`,
  );
  const haproxy = spawn(HAPROXY, ['-f', haproxyConfig, '-db'], { stdio: ['ignore', 'ignore', 'ignore'] });
  const balancer = `http://127.0.0.1:${balancerPort}`;
  await until(async () => (await fetch(`${balancer}/api/health/live`)).ok, 10_000, 'HAProxy');

  let nextUser = 0;
  return {
    cluster,
    smtp,
    sql,
    balancer,
    instances,
    /** Starts instance i again (after a kill) and waits until it is ready. */
    async restart(i: number) {
      await ready(launch(i));
    },
    /** n customers inserted at once (one shared password hash), each with a signed token. */
    async customers(n: number): Promise<{ id: number; email: string; token: string }[]> {
      const tag = `${Date.now().toString(36)}-${(nextUser += 1)}`;
      const { rows } = await sql.query<{ id: number; email: string; token_version: number }>(
        `INSERT INTO users (email, username, password_hash)
         SELECT format('c%s-%s@example.com', g, $2::text), format('c%s%s', g, $2::text), $1
           FROM generate_series(1, $3::int) AS g
         RETURNING id, email, token_version`,
        [await knownHash(), tag.replace(/-/g, ''), n],
      );
      return Promise.all(rows.map(async (r) => ({ id: Number(r.id), email: r.email, token: await signToken(r, JWT_SECRET) })));
    },
    async stop() {
      haproxy.kill('SIGKILL');
      await removeAll();
    },
  };
}
export type Shop = Awaited<ReturnType<typeof startShop>>;

/** The outbox id and Message-ID of each message the SMTP server received. */
export const deliveries = (smtp: SmtpTestServer) =>
  smtp.received.map((m) => ({
    outboxId: Number(/^X-Outbox-Id: (\d+)/im.exec(m.raw)?.[1]),
    messageId: /^Message-ID: (.+?)\r?$/im.exec(m.raw)?.[1] ?? '',
    at: m.at,
  }));

/** A JSON request; network failures answer status 0 instead of throwing. */
export async function call(url: string, o: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  try {
    const res = await fetch(url, {
      method: o.method ?? (o.body === undefined ? 'GET' : 'POST'),
      headers: {
        ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...o.headers,
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      /* plain text */
    }
    return { status: res.status, body };
  } catch (error) {
    return { status: 0, body: String(error) };
  }
}
