// Where the compare bar appears once a product is ticked (its code is fetched then).
import { lazy, Suspense } from 'react';
import { useCompareIds } from './useCompareIds';

const CompareBar = lazy(() => import('./CompareBar').then((m) => ({ default: m.CompareBar })));

export function CompareBarSlot() {
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CompareBar ids={ids} />
    </Suspense>
  );
}
