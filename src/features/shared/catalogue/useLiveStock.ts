// React access to the live stock: starts the single fetch and renders again when it lands.
import { useLiveValue } from '../useLiveValue';
import { $liveStock, loadLiveStock, type StockMap } from './liveStock';

export const useLiveStockMap = (): StockMap | null => useLiveValue($liveStock, loadLiveStock);
