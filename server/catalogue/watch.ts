// A catalogue that follows content/products while the server runs: a price changed or a
// product added or deactivated is charged from the next request, without a restart.
import { watch } from 'node:fs';
import { join } from 'node:path';
import { loadCatalogue, type Catalogue } from './catalogue';

export interface WatchOptions {
  /** Runs before a new catalogue is served, e.g. to seed stock rows for new products. */
  prepare?: (next: Catalogue) => Promise<void>;
  /** A file that does not validate (often mid-save) keeps the previous catalogue; this hears why. */
  onError?: (err: unknown) => void;
  onReload?: (next: Catalogue) => void;
  /** Editors save in several writes; one re-read after the last of them. */
  settleMs?: number;
}

export interface WatchedCatalogue extends Catalogue {
  close(): void;
}

export function watchCatalogue(contentDir: string, options: WatchOptions = {}): WatchedCatalogue {
  const { prepare = async () => {}, onError = () => {}, onReload = () => {}, settleMs = 200 } = options;
  let current = loadCatalogue(contentDir);
  let timer: NodeJS.Timeout | undefined;
  let reading = Promise.resolve();

  const reread = () => {
    // One re-read at a time, in order: a slow seeding never lets an older file set win.
    reading = reading.then(async () => {
      try {
        const next = loadCatalogue(contentDir);
        await prepare(next);
        current = next;
        onReload(next);
      } catch (err) {
        onError(err);
      }
    });
  };
  const watcher = watch(join(contentDir, 'products'), () => {
    clearTimeout(timer);
    timer = setTimeout(reread, settleMs);
  });
  watcher.on('error', onError);

  return {
    byId: (id) => current.byId(id),
    all: () => current.all(),
    active: () => current.active(),
    close() {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
