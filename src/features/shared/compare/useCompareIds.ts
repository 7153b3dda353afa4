// The ticked products, read from the device once the island has hydrated.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $compareIds } from './compareIds';

/** The store's code (storage, the limit of 4), fetched after the first paint. */
export const compareStore = () => import('./compareStore');

// Once per page, not once per card: each import() call costs the main thread about a
// millisecond, and a listing hydrates two dozen toggles in one task.
let reading: Promise<void> | undefined;
const readDeviceCopy = () =>
  (reading ??= compareStore().then(
    (m) => m.loadCompareIds(),
    () => {
      // Without the store's code (a failed chunk) the ticks last for this page; a later card retries.
      reading = undefined;
    },
  ));

export function useCompareIds(): number[] {
  const ids = useStore($compareIds);
  useEffect(() => void readDeviceCopy(), []);
  return ids;
}
