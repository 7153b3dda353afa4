// One PostgreSQL dialect: real PostgreSQL through `pg` when DATABASE_URL is set,
// embedded PGlite under DATA_DIR otherwise. Migrations run at open.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DbOptions } from '../config';
import { lockDirectory } from './dirLock';
import { pgListener } from './listen';
import { migrate } from './migrate';
import { checkOwnerOnly, DATABASE_FOLDER, restrictToOwner } from './ownerOnly';
import { preparedStatements } from './pglitePrepared';
import type { Db, Queryable, QueryResult } from './types';

export type { Db, Queryable, QueryResult, Transaction } from './types';

const UPKEEP_EVERY_MS = 60 * 60 * 1000;

export const defaultDbOptions: DbOptions = { poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 15_000, listenUrl: null };

type PgClient = {
  connect(): Promise<unknown>;
  query(sql: string): Promise<{ rows: unknown[]; rowCount: number | null }>;
  end(): Promise<void>;
  on(event: 'error', listener: (err: Error) => void): unknown;
};

/** One connection kept open beside the pool, opened again after it fails. */
function probeConnection(Client: new (config: object) => PgClient, url: string, o: DbOptions) {
  let open: Promise<PgClient> | null = null;
  const drop = () => {
    const was = open;
    open = null;
    void was?.then((c) => c.end()).catch(() => undefined);
  };
  return {
    async query<T>(sql: string): Promise<QueryResult<T>> {
      open ??= (async () => {
        const c = new Client({ connectionString: url, connectionTimeoutMillis: o.connectTimeoutMs, query_timeout: o.statementTimeoutMs });
        c.on('error', drop);
        await c.connect();
        return c;
      })();
      try {
        const r = await (await open).query(sql);
        return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
      } catch (err) {
        drop();
        throw err;
      }
    },
    close: async () => void (await open?.then((c) => c.end()).catch(() => undefined)),
  };
}

async function openPostgres(url: string, o: DbOptions): Promise<Db> {
  const { default: pg } = await import('pg');
  // NUMERIC comes back as a string by default; money columns are NUMERIC(12,2).
  pg.types.setTypeParser(1700, (v) => Number(v));
  pg.types.setTypeParser(20, (v) => Number(v));
  // DATE stays 'YYYY-MM-DD': a Date at local midnight could change day in another time zone.
  pg.types.setTypeParser(1082, (v) => v);
  const pool = new pg.Pool({
    connectionString: url,
    max: o.poolSize,
    connectionTimeoutMillis: o.connectTimeoutMs,
    statement_timeout: o.statementTimeoutMs,
    // A query whose server went silent (network cut, stopped process) fails instead of hanging.
    query_timeout: o.statementTimeoutMs + 1000,
  });
  // An idle connection dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', (err) => console.error(JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: err.message })));
  const listener = pgListener(pg.Client, o.listenUrl ?? url);
  const probe = probeConnection(pg.Client, url, o);
  const wrap = (c: { query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[]; rowCount: number | null }> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.rowCount ?? 0 };
    },
    // Without parameters pg uses the simple protocol, which accepts several statements.
    exec: async (sql: string) => void (await c.query(sql)),
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      // The pool listens for errors of idle connections only: one lost between two statements
      // of this transaction would otherwise be an uncaught 'error' event.
      let broken: Error | undefined;
      const onError = (err: Error) => void (broken = err);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        let last = '';
        const out = await fn({ ...wrap(client), commitWith: (script) => void (last = script) });
        // Without parameters pg uses the simple protocol: an error skips the COMMIT.
        await client.query(last ? `${last};\nCOMMIT` : 'COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.off('error', onError);
        client.release(broken);
      }
    },
    listen: listener.listen,
    listenerAlive: listener.alive,
    notifiesAtCommit: false,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    probe: probe.query,
    close: async () => {
      await listener.close();
      await probe.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Db> {
  const { PGlite, types, protocol, parse } = await import('@electric-sql/pglite');
  const dir = join(dataDir, DATABASE_FOLDER);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  checkOwnerOnly(dataDir);
  const unlock = await lockDirectory(dir);
  const parsers = { [types.NUMERIC]: (v: string) => Number(v), [types.INT8]: (v: string) => Number(v), [types.DATE]: (v: string) => v };
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create(dir, { parsers, extensions: { pg_trgm } }).catch((err) => {
    unlock();
    throw err;
  });
  // PGlite runs no autovacuum: without this its planner never learns the tables' sizes, and
  // dead rows of updated carts and counters are never reclaimed.
  const upkeep = setInterval(() => void pg.exec('VACUUM ANALYZE').catch(() => undefined), UPKEEP_EVERY_MS).unref();
  type Session = {
    query: (s: string, p?: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>;
    exec: (s: string) => Promise<unknown>;
  };
  const wrap = (c: Session): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
    },
    exec: async (sql: string) => void (await c.exec(sql)),
  });
  const plain = wrap(pg);
  const prepared = preparedStatements(pg, { protocol, parse });
  return {
    kind: 'pglite',
    query: (sql, params = []) => (prepared.accepts(sql, params) ? prepared.query(sql, params) : plain.query(sql, params)),
    exec: plain.exec,
    transaction: (fn) =>
      pg.transaction(async (tx) => {
        let last = '';
        const own = wrap(tx);
        const query: Queryable['query'] = (sql, params = []) =>
          prepared.accepts(sql, params) ? prepared.queryInTransaction(sql, params) : own.query(sql, params);
        const out = await fn({ query, exec: own.exec, commitWith: (script) => void (last = script) });
        if (last) await tx.exec(last);
        return out;
      }),
    // One process owns the directory, so notifications arrive with the statement that caused them.
    async listen(channel, handlers) {
      await pg.listen(channel, handlers.message);
      handlers.up();
    },
    listenerAlive: () => true,
    notifiesAtCommit: true,
    poolStats: () => null,
    probe: (sql) => plain.query(sql),
    close: async () => {
      clearInterval(upkeep);
      await pg.close();
      unlock();
    },
  };
}

export async function openDatabase(opts: { databaseUrl: string | null; dataDir: string; db?: DbOptions }): Promise<Db> {
  const db = opts.databaseUrl ? await openPostgres(opts.databaseUrl, opts.db ?? defaultDbOptions) : await openPglite(opts.dataDir);
  await migrate(db);
  // The planner's statistics from the start (PostgreSQL's autovacuum keeps them itself).
  if (db.kind === 'pglite') {
    await db.exec('ANALYZE');
    // A new cluster is unpacked world-writable (the warning at opening is for an existing one).
    restrictToOwner(opts.dataDir);
  }
  return db;
}
