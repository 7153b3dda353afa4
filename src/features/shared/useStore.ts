// A nanostores store as React state: the few lines @nanostores/react would add a library for.
import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

export function useStore<T>(store: ReadableAtom<T>): T {
  const subscribe = useCallback((changed: () => void) => store.listen(changed), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
