// LISTEN for PostgreSQL on one dedicated connection (pool connections come and go).
// Subscribers hear `up` once their channel is listened to and `down` when the connection
// drops: notifications may have been missed, so caches must forget. It then reconnects.
// A connection can also stall without breaking (a half-open socket, a stopped backend): a
// heartbeat query proves it alive; caches trust it while a heartbeat answered within the last
// second, and a connection silent for LOST_AFTER_MS is dropped and replaced.
import type pg from 'pg';

export interface ListenHandlers {
  message(payload: string): void;
  up(): void;
  down(): void;
}

const RECONNECT_MS = 1000;
const HEARTBEAT_MS = 250;
const FRESH_MS = 1000;
/** Longer than a busy moment's event-loop lag: dropping a healthy connection under load would flap. */
const LOST_AFTER_MS = 5000;
/** What the heartbeat runs; distinctive, so an operator can tell the listener in pg_stat_activity. */
export const HEARTBEAT_SQL = 'SELECT 1 AS listener_heartbeat';

export function pgListener(Client: typeof pg.Client, connectionString: string) {
  const channels = new Map<string, Set<ListenHandlers>>();
  let client: pg.Client | null = null;
  let listened = new Set<string>();
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let answeredAt = 0;
  let beating = false;

  const each = (fn: (h: ListenHandlers) => void) => channels.forEach((set) => set.forEach(fn));
  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function lost(c: pg.Client) {
    if (client !== c) return;
    client = null;
    each((h) => h.down());
    // end() would wait for a stalled backend's goodbye: cut the socket instead.
    (c as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    retryLater();
  }

  const heartbeat = setInterval(() => {
    const c = client;
    if (!c) return;
    if (Date.now() - answeredAt > LOST_AFTER_MS) return lost(c);
    if (beating) return;
    beating = true;
    c.query(HEARTBEAT_SQL)
      .then(
        () => client === c && (answeredAt = Date.now()),
        () => lost(c),
      )
      .finally(() => (beating = false));
  }, HEARTBEAT_MS).unref();

  function retryLater() {
    if (!closed) retry = setTimeout(connect, RECONNECT_MS).unref();
  }

  function connect(): Promise<void> {
    clearTimeout(retry);
    if (client || closed) return Promise.resolve();
    connecting ??= (async () => {
      const c = new Client({ connectionString });
      c.on('notification', (n) => channels.get(n.channel)?.forEach((h) => h.message(n.payload ?? '')));
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        const now = new Set<string>();
        for (const channel of channels.keys()) {
          now.add(channel);
          await c.query(`LISTEN ${quote(channel)}`);
        }
        [client, listened] = [c, now];
        answeredAt = Date.now();
        beating = false;
        each((h) => h.up());
      } catch {
        await c.end().catch(() => {});
        retryLater();
      }
    })().finally(() => (connecting = null));
    return connecting;
  }

  return {
    async listen(channel: string, handlers: ListenHandlers) {
      channels.set(channel, (channels.get(channel) ?? new Set()).add(handlers));
      await connecting;
      if (!client) return connect(); // announces `up` to every subscriber once connected
      if (!listened.has(channel)) {
        listened.add(channel);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      handlers.up();
    },
    /** Connected, and a heartbeat answered within the last withinMs. */
    alive: (withinMs = FRESH_MS) => client !== null && Date.now() - answeredAt <= withinMs,
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      await connecting;
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
