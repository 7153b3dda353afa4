// PGlite parses and plans every statement each time it runs, on the server's own thread.
// Like node-postgres' named statements, this parses and plans a statement once and from
// then on only binds and executes it: a cart write costs about half as much. It speaks
// PGlite's public protocol API and holds both of PGlite's locks, so it never runs inside
// another caller's transaction. Parameters go as text and PostgreSQL infers their types,
// as node-postgres does; anything but scalars takes PGlite's own query path.
import type { PGlite, protocol as Protocol, parse as Parse } from '@electric-sql/pglite';
import type { QueryResult } from './types';

const MAX_STATEMENTS = 500;

type Lib = { protocol: typeof Protocol; parse: typeof Parse };

const isScalar = (v: unknown) => v === null || v === undefined || ['number', 'string', 'boolean'].includes(typeof v);

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

export function preparedStatements(pg: PGlite, { protocol, parse }: Lib) {
  const names = new Map<string, string>();
  const wire = protocol.serialize;

  async function run<T>(sql: string, params: unknown[]): Promise<QueryResult<T>> {
    const known = names.get(sql);
    const name = known ?? `stmt_${names.size + 1}`;
    const message = concat([
      ...(known ? [] : [wire.parse({ name, text: sql, types: [] })]),
      wire.bind({ statement: name, values: params.map((v) => (v === null || v === undefined ? null : String(v))) }),
      wire.describe({ type: 'P' }),
      wire.execute({}),
      wire.sync(),
    ]);
    const { messages } = await pg.execProtocol(message, { throwOnError: false });
    if (!known && messages.some((m) => m.name === 'parseComplete')) names.set(sql, name);
    const error = messages.find((m) => m.name === 'error');
    if (error) throw error;
    const [result] = parse.parseResults(messages, pg.parsers);
    const rows = (result?.rows ?? []) as T[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  }

  return {
    accepts: (sql: string, params: unknown[]) => params.every(isScalar) && (names.has(sql) || names.size < MAX_STATEMENTS),
    query: <T>(sql: string, params: unknown[]) => pg._runExclusiveTransaction(() => pg.runExclusive(() => run<T>(sql, params))),
    /** For a transaction's own statements: it already holds the transaction lock. */
    queryInTransaction: <T>(sql: string, params: unknown[]) => pg.runExclusive(() => run<T>(sql, params)),
  };
}
