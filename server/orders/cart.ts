// The cart's rows and the JSON the API answers for them (prices from the catalogue).
import type { CartItem } from '#domain/orders/schemas';
import { lineTotal } from '#domain/orders/pricing';
import type { Catalogue } from '../catalogue/catalogue';
import type { Db, Queryable } from '../db';
import { rowCache } from '../db/rowCache';

export interface CartRow {
  id: number;
  product_id: number;
  quantity: number;
}

export async function readCartRows(db: Queryable, userId: number): Promise<CartRow[]> {
  const { rows } = await db.query<CartRow>('SELECT id, product_id, quantity FROM cart_items WHERE user_id = $1 ORDER BY id', [userId]);
  return rows;
}

/** Each user's cart rows, cached; see rowCache for how copies are kept current. */
export const cartCache = (db: Db) => rowCache(db, 'cart_changed', (userId) => readCartRows(db, userId));

export function cartJson(catalogue: Catalogue, rows: CartRow[]): CartItem[] {
  return rows.flatMap((r) => {
    const p = catalogue.byId(r.product_id);
    if (!p) return []; // product file removed: nothing left to show or sell
    return [
      {
        id: r.id,
        product_id: p.id,
        product_slug: p.slug,
        product_name: p.name,
        product_image: p.image_url,
        product_price: p.unit_price,
        quantity: r.quantity,
        total_price: lineTotal(p.unit_price, r.quantity),
      },
    ];
  });
}
