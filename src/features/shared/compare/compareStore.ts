// The products ticked "Compare" on the showcase and the listing (at most 4), kept on this
// device so the choice survives paging and moving between the two. The store starts empty,
// as the prebuilt page does, and reads the device's copy after hydration.
import { parseCompareIds } from '#domain/catalogue/compare';
import { $compareIds } from './compareIds';

const KEY = 'compare-ids';

// Storage can be blocked (private modes, policies): the choice then lasts for this page only.
function readSaved(): number[] {
  try {
    return parseCompareIds(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

export function save(ids: number[]) {
  $compareIds.set(ids);
  try {
    localStorage.setItem(KEY, ids.join(','));
  } catch {
    /* kept in memory only */
  }
}

let loaded = false;
export function loadCompareIds(): void {
  if (loaded) return;
  loaded = true;
  // A tick made before the device's copy arrived is kept rather than overwritten; an empty
  // copy sets nothing, since a new empty list would render every card's toggle again.
  const saved = readSaved();
  if ($compareIds.get().length === 0 && saved.length > 0) $compareIds.set(saved);
  window.addEventListener('storage', (e: StorageEvent) => e.key === KEY && $compareIds.set(readSaved()));
}

export const clearCompare = (): void => save([]);
