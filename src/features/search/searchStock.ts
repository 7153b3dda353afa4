// Live stock of the products a search shows (GET /products/stock?slugs=…), asked once their
// results are on screen: a few figures, not the whole catalogue's. Null when it cannot be
// read (offline, API down); the results then show the build's figures, marked as such.
// A plain fetch: the search loads on demand on every page, the API client's bytes stay out.
import { apiUrl } from '../../lib/apiUrl';

export type LiveStock = Record<string, number>;

export async function liveStockOf(slugs: string[]): Promise<LiveStock | null> {
  try {
    const response = await fetch(apiUrl(`/products/stock?slugs=${slugs.map(encodeURIComponent).join(',')}`), {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
    const valid = Object.entries(body).filter(([, n]) => typeof n === 'number' && Number.isInteger(n) && n >= 0);
    return Object.fromEntries(valid) as LiveStock;
  } catch {
    return null;
  }
}
