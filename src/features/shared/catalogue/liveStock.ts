// Live stock (GET /api/products/stock → { slug: stock }), fetched at most once per page and
// shared by every island and script on it. Until it answers, or when it fails, the build's
// figures stay on screen.
import { atom } from 'nanostores';
import { api } from '../../../lib/api';

export type StockMap = Record<string, number>;

export const $liveStock = atom<StockMap | null>(null);

let requested = false;

export function loadLiveStock(): void {
  if (requested || typeof window === 'undefined') return;
  requested = true;
  api
    .get<unknown>('/products/stock', undefined, { quiet: true, expectUnauthorized: true })
    .then((body) => {
      if (body && typeof body === 'object' && !Array.isArray(body)) $liveStock.set(body as StockMap);
    })
    .catch(() => {
      // API down: the build's figures stay.
    });
}

/** The live figure for a product when known, otherwise the build's. */
export const stockOf = (live: StockMap | null, slug: string, buildStock: number): number => {
  const v = live?.[slug];
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : buildStock;
};
