// Live stock of the products a search shows (GET /products/stock?slugs=…), asked once their
// results are on screen: a few figures, not the whole catalogue's. Null when it cannot be
// read (offline, API down); the results then show the build's figures, marked as such.
import { api } from '../../lib/api';

export type LiveStock = Record<string, number>;

export async function liveStockOf(slugs: string[]): Promise<LiveStock | null> {
  try {
    const body = await api.get<unknown>(`/products/stock?slugs=${slugs.map(encodeURIComponent).join(',')}`, undefined, {
      quiet: true,
      expectUnauthorized: true,
    });
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const valid = Object.entries(body).filter(([, n]) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
    return Object.fromEntries(valid) as LiveStock;
  } catch {
    return null;
  }
}
