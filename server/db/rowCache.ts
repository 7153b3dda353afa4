// A per-user cache of rows read on nearly every request (the signed-in user, the cart),
// so a request costs no database round trip for them. It stays correct with several
// instances: a writer evicts its own copy at once, and a trigger's NOTIFY (migration 011)
// evicts every other instance's. Nothing is stored while the LISTEN connection is down,
// nor by a load that raced an eviction (it may have read the row before the change), nor
// a miss (inserts are not announced: an id that did not exist may exist a moment later).
// A stored copy is served only while the listener has proved itself alive in the last
// second: a stalled connection delivers no evictions, yet may not have broken yet.
import type { Db } from './index';

export interface RowCache<V> {
  get(key: number): Promise<V>;
  /** Drops the cached copy; call after committing a change to the key's rows. */
  evict(key: number): void;
}

interface Load<V> {
  promise: Promise<V>;
  stale: boolean;
}

export function rowCache<V>(db: Db, channel: string, load: (key: number) => Promise<V>, maxEntries = 10_000): RowCache<V> {
  const entries = new Map<number, V>();
  const loading = new Map<number, Load<V>>();
  let listening = false;
  const live = () => listening && db.listenerAlive();

  function evict(key: number) {
    entries.delete(key);
    const inFlight = loading.get(key);
    if (inFlight) inFlight.stale = true;
    loading.delete(key);
  }
  function forgetAll() {
    entries.clear();
    loading.forEach((l) => (l.stale = true));
    loading.clear();
  }

  // A listen that fails (the database closed meanwhile) leaves the cache storing nothing.
  db.listen(channel, {
    message: (payload) => evict(Number(payload)),
    up: () => (listening = true),
    down: () => {
      listening = false;
      forgetAll();
    },
  }).catch(() => (listening = false));

  return {
    evict,
    get(key) {
      if (entries.has(key)) {
        if (live()) return Promise.resolve(entries.get(key) as V);
        entries.delete(key);
      }
      const running = loading.get(key);
      if (running) return running.promise;
      const l: Load<V> = { stale: false, promise: load(key) };
      loading.set(key, l);
      const clear = () => loading.get(key) === l && loading.delete(key);
      l.promise.then((value) => {
        clear();
        if (l.stale || !live() || value === undefined) return;
        entries.set(key, value);
        // Oldest first: a Map iterates in insertion order.
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as number);
      }, clear);
      return l.promise;
    },
  };
}
