// The all-in-one server: the built site (as Netlify serves it) plus the API at /api.
// In production it runs compiled (`npm run build:server`, then `node build/server/main.js`):
// no npm or tsx between the host's SIGTERM and this process.
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { answerAdminCommands } from './admin/commands';
import { createApp } from './app';
import { seedInventory } from './catalogue/catalogue';
import { watchCatalogue } from './catalogue/watch';
import { loadConfig, localAddress, type Config } from './config';
import { openDatabase } from './db';
import { startRetentionSweeps } from './db/retention';
import { startMailWorker } from './mail/worker';
import { jsonLog, setLogLevel } from './http/logging';
import { createStaticHandler } from './http/static';
import { outlastTheBalancer } from './http/connections';
import type { Lifecycle } from './http/health';
import { mountApi } from './http/mount';
import { seatMailer } from './school/mail';
import { startHoldSweeps } from './school/registrations';
import { loadSessions } from './school/sessions';
import { editorPages, startEditorBackend } from './content/editorBackend';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration mistake is the operator's to fix: say which variable, no stack trace.
  console.error((err as Error).message);
  process.exit(1);
}
setLogLevel(config.logLevel);
const db = await openDatabase(config);
// The admin CLI's commands, while this server holds the embedded database.
answerAdminCommands(config.dataDir, db);
const catalogue = watchCatalogue(config.contentDir, {
  prepare: (next) => seedInventory(db, next),
  onReload: (next) => jsonLog({ level: 'info', msg: 'catalogue re-read', products: next.all().length }),
  onError: (err) => jsonLog({ level: 'error', msg: 'catalogue not re-read; the previous one stays', error: String(err) }),
});
const sessions = loadSessions(config.contentDir);
const lifecycle: Lifecycle = { stopping: false };
const api = createApp({ db, config, catalogue, sessions, lifecycle });
startHoldSweeps({ db, sessions, seatMail: seatMailer(config) });
// Only `npm run cms` (the local editing setup) sets CMS_LOCAL_BACKEND: the backend it started itself.
const editorBackend = startEditorBackend(config, process.env.CMS_LOCAL_BACKEND);
startRetentionSweeps(db, (err) => console.error(JSON.stringify({ level: 'error', msg: 'retention sweep failed', error: String(err) })));

const root = mountApi(api, lifecycle);
// The editor's page may reach a backend on localhost only where one runs: `npm run cms`'s
// (CMS_LOCAL_BACKEND) or the one started above. Builds and production allow none.
const localEditorBackend = config.production
  ? undefined
  : process.env.CMS_LOCAL_BACKEND || (config.editorBackendPort ? `http://localhost:${config.editorBackendPort}` : undefined);
root.route('/', editorPages(editorBackend, config.distDir));
root.all('*', createStaticHandler(config.distDir, 'netlify.toml', { localEditorBackend }));

// The address is the first line a person starting the server reads; the mail worker starts then.
let mailWorker: ReturnType<typeof startMailWorker> = null;
const server = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, (info) => {
  console.log(JSON.stringify({ level: 'info', msg: `listening on ${localAddress(config.host, info.port)}`, database: db.kind }));
  mailWorker = startMailWorker({ db, config });
});
// `serve` makes an HTTP/1.1 server here (no `createServer` option given).
const http = server as Server;
outlastTheBalancer(http);
// A port already taken (another `npm start`, another program): say so and what to do, not a stack trace.
server.once('error', (err: NodeJS.ErrnoException) => {
  if (err.code !== 'EADDRINUSE') throw err;
  console.error(
    `Port ${config.port} is taken by another program (another npm start?). Stop it, or choose another port: PORT=${config.port + 1} npm start`,
  );
  process.exit(1);
});

// SIGTERM (the host stopping or replacing this instance): readiness answers 503 at once and
// requests are still served for SHUTDOWN_DRAIN_MS, the balancer's time to notice. Then, for
// CLOSING_MS, every new request is answered 503 with Retry-After and its connection closed, so
// a client talking to this instance directly is told to go elsewhere instead of having its
// keep-alive connection reset under it. Then the listening socket closes, in-flight requests
// finish, the mail worker finishes its message and gives back the rest, and the process exits
// 0. SIGINT (Ctrl-C) skips the drain. Whatever is still open after 10 s is cut (exit 1).
const FORCED_EXIT_MS = 10_000;
const CLOSING_MS = 500;
async function shutdown(signal: string) {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  setTimeout(() => process.exit(1), FORCED_EXIT_MS).unref();
  const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
  jsonLog({ level: 'info', msg: `${signal}: not ready; closing in ${drainMs} ms` });
  await new Promise((resolve) => setTimeout(resolve, drainMs));
  if (drainMs > 0) {
    lifecycle.closing = true;
    await new Promise((resolve) => setTimeout(resolve, CLOSING_MS));
  }
  catalogue.close();
  editorBackend.stop();
  const closed = new Promise((resolve) => http.close(resolve));
  http.closeIdleConnections();
  const idleSweep = setInterval(() => http.closeIdleConnections(), 50);
  await Promise.all([closed, mailWorker?.stop()]);
  clearInterval(idleSweep);
  await db.close();
  jsonLog({ level: 'info', msg: 'stopped' });
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
