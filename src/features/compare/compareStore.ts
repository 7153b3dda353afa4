// The products ticked "Compare" on the showcase and the listing (at most 4), kept on this
// device so the choice survives paging and moving between the two. The store starts empty,
// as the prebuilt page does, and reads the device's copy after hydration.
import { COMPARE_MAX, parseCompareIds } from '../../domain/compare';
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

function save(ids: number[]) {
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
  $compareIds.set(readSaved());
  window.addEventListener('storage', (e: StorageEvent) => e.key === KEY && $compareIds.set(readSaved()));
}

/** Ticks or unticks a product; a fifth product is refused. */
export function toggleCompare(id: number): void {
  const ids = $compareIds.get();
  if (ids.includes(id)) save(ids.filter((x) => x !== id));
  else if (ids.length < COMPARE_MAX) save([...ids, id]);
}

export const clearCompare = (): void => save([]);
