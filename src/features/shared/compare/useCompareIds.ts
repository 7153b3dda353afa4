// The ticked products, read from the device once the island has hydrated.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $compareIds } from './compareIds';

/** The store's code (storage, the limit of 4), fetched after the first paint. */
export const compareStore = () => import('./compareStore');

export function useCompareIds(): number[] {
  const ids = useStore($compareIds);
  useEffect(() => {
    void compareStore().then((m) => m.loadCompareIds());
  }, []);
  return ids;
}
