// The all-in-one server: the built site (as Netlify serves it) plus the API at /api.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createApp } from './app';
import { seedInventory } from './content/catalogue';
import { watchCatalogue } from './content/catalogueWatch';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db';
import { startRetentionSweeps } from './data/retention';
import { startMailWorker } from './mail/worker';
import { jsonLog } from './http/logging';
import { createStaticHandler } from './http/static';
import { seatMailer } from './mail/sessionMail';
import { startHoldSweeps } from './routes/sessions';
import { loadSessions } from './content/sessions';
import { startEditorBackend } from './content/editorBackend';

let config: Config;
try {
  config = loadConfig();
} catch (err) {
  // A configuration mistake is the operator's to fix: say which variable, no stack trace.
  console.error((err as Error).message);
  process.exit(1);
}
const db = await openDatabase(config);
const catalogue = watchCatalogue(config.contentDir, {
  prepare: (next) => seedInventory(db, next),
  onReload: (next) => jsonLog({ level: 'info', msg: 'catalogue re-read', products: next.all().length }),
  onError: (err) => jsonLog({ level: 'error', msg: 'catalogue not re-read; the previous one stays', error: String(err) }),
});
const sessions = loadSessions(config.contentDir);
const api = createApp({ db, config, catalogue, sessions });
startMailWorker({ db, config });
startHoldSweeps({ db, sessions, seatMail: seatMailer(config) });
const editorBackend = startEditorBackend(config);
startRetentionSweeps(db, (err) => console.error(JSON.stringify({ level: 'error', msg: 'retention sweep failed', error: String(err) })));

// Compression pays for pages and for the API's long answers (stock of every product, order
// lists); a cart or sign-in answer is a few hundred bytes, not worth a compression stream.
const squeeze = compress();
const LONG_API_ANSWERS = /^\/api\/(products|orders|admin|openapi\.json)/;
const root = new Hono();
root.use('*', (c, next) => (c.req.path.startsWith('/api/') && !LONG_API_ANSWERS.test(c.req.path) ? next() : squeeze(c, next)));
root.route('/api', api);
// Unknown API paths and methods answer the API's JSON 404, never the site's HTML page.
root.all('/api/*', (c) => c.json({ detail: 'Not Found' }, 404));
root.all('*', createStaticHandler(config.distDir, 'netlify.toml'));

const server = serve({ fetch: root.fetch, port: config.port, hostname: config.host }, (info) => {
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  console.log(JSON.stringify({ level: 'info', msg: `listening on http://${host}:${info.port}`, database: db.kind }));
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(JSON.stringify({ level: 'info', msg: `${signal}: finishing in-flight requests` }));
  catalogue.close();
  editorBackend?.kill('SIGTERM');
  server.close(async () => {
    await db.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
