// A figure the API gives after the page is built (live stock, seats left), read from the store
// its single fetch fills: the build's value (null) until the island is live, as the server
// rendered it, then the store's, set in a transition. React renders a transition in slices
// between other work; a store read through useSyncExternalStore (nanostores' useStore) renders
// every card at once, synchronously, in one long task as the page goes live.
import { startTransition, useEffect, useState } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useLiveValue<T>(store: ReadableAtom<T | null>, load: () => void): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    // The request in a task of its own: every island's effects run in one task as it goes live.
    const start = setTimeout(load);
    const stop = store.subscribe((next) => startTransition(() => setValue(next)));
    return () => {
      clearTimeout(start);
      stop();
    };
  }, [store, load]);
  return value;
}
