// The ticked products, read from the device once the island has hydrated.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $compareIds, loadCompareIds } from './compareStore';

export function useCompareIds(): number[] {
  const ids = useStore($compareIds);
  useEffect(loadCompareIds, []);
  return ids;
}
