// Answers read from one whole table (the desks' counts per status), kept per instance and
// dropped together when the table's change notification arrives (migration 032), whoever
// wrote. Kept only where that notification arrives before the writer's own call returns
// (Db.notifiesAtCommit: PGlite, one process), so a writer reads its change at once; on
// PostgreSQL it would arrive a moment later, and every read goes to the database, whose
// workers count in parallel anyway. As in rowCache, a load that raced a change is not kept.
import type { Db } from './index';

export interface TableCache {
  /**
   * The answer kept under key, or load's, kept while the table is unchanged and, for an answer
   * that also changes with the clock, until the moment `expires` gives (ms since the epoch).
   */
  get<V>(key: string, load: () => Promise<V>, expires?: (value: V) => number): Promise<V>;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export function tableCache(db: Db, channel: string, maxEntries = 200): TableCache {
  if (!db.notifiesAtCommit) return { get: (_key, load) => load() };
  const entries = new Map<string, Entry>();
  let changes = 0;
  let listening = false;
  const forget = () => {
    changes += 1;
    entries.clear();
  };
  db.listen(channel, {
    message: forget,
    up: () => (listening = true),
    down: () => {
      listening = false;
      forget();
    },
  }).catch(() => (listening = false));

  return {
    async get<V>(key: string, load: () => Promise<V>, expires?: (value: V) => number) {
      const kept = entries.get(key);
      if (listening && kept && Date.now() < kept.expiresAt) return kept.value as V;
      const seen = changes;
      const value = await load();
      if (listening && seen === changes) {
        // Oldest first: a Map iterates in insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, expiresAt: expires ? expires(value) : Infinity });
      }
      return value;
    },
  };
}
