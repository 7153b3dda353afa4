// React access to the live stock: starts the single fetch and re-renders when it lands.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $liveStock, loadLiveStock, type StockMap } from './liveStock';

export function useLiveStockMap(): StockMap | null {
  const live = useStore($liveStock);
  useEffect(loadLiveStock, []);
  return live;
}
