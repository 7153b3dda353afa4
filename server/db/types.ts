// The database as the rest of the server sees it, whichever engine is behind it.
import type { ListenHandlers } from './listen';

export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}
export interface Transaction extends Queryable {
  /**
   * Sends a script without parameters in the same round trip as COMMIT; if it fails,
   * nothing is committed. Row locks it takes are held only while the server runs it,
   * not while a busy event loop gets round to sending COMMIT.
   */
  commitWith(script: string): void;
}
export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back on throw. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; resolves once listening (or once it failed and will retry). */
  listen(channel: string, handlers: ListenHandlers): Promise<void>;
  /** Whether notifications are known to arrive: PGlite's always; PostgreSQL's listener answered a heartbeat within withinMs (default 1 s). */
  listenerAlive(withinMs?: number): boolean;
  /**
   * Whether a change's notifications have arrived by the time the writer's own call returns:
   * PGlite's come with the statement's answer; PostgreSQL's reach the listener a moment later.
   */
  notifiesAtCommit: boolean;
  /** Connections of the pool (PostgreSQL only). */
  poolStats(): { total: number; idle: number; waiting: number } | null;
  /**
   * Runs a query over a connection of its own, outside the pool (PostgreSQL; PGlite has one
   * session): the readiness probe, which a full pool must not make look like a database down.
   */
  probe<T = Record<string, unknown>>(sql: string): Promise<QueryResult<T>>;
  close(): Promise<void>;
}
