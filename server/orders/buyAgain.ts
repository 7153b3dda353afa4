// "Buy again": every item of an order that is still sold goes back into the cart at today's
// price, capped at today's stock and at a cart line's maximum; the answer says what changed from the order.
import { formatPrice } from '#domain/shared/format';
import { LINE_CAP_MESSAGE, MAX_QUANTITY } from '#domain/orders/requests';
import type { Order } from '#domain/orders/schemas';
import type { Catalogue } from '../catalogue/catalogue';
import type { Queryable } from '../db';

export async function buyAgain(db: Queryable, catalogue: Catalogue, userId: number, order: Order): Promise<string[]> {
  const changes: string[] = [];
  for (const item of order.items) {
    const product = catalogue.byId(item.product_id);
    if (!product?.is_active) {
      changes.push(`${item.product_name} is no longer sold`);
      continue;
    }
    // Adds up to what stock allows beside what the cart already holds, in one statement.
    const { rows } = await db.query<{ added: number; stock: number; held: number }>(
      `WITH s AS (SELECT stock FROM inventory WHERE product_id = $2),
            before AS (SELECT COALESCE((SELECT quantity FROM cart_items WHERE user_id = $1 AND product_id = $2), 0) AS q),
            want AS (SELECT LEAST($3::int, GREATEST(LEAST((SELECT stock FROM s), ${MAX_QUANTITY}) - (SELECT q FROM before), 0)) AS n),
            ins AS (
              INSERT INTO cart_items AS ci (user_id, product_id, quantity)
              SELECT $1, $2, n FROM want WHERE n > 0
              ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ci.quantity + EXCLUDED.quantity
              RETURNING 1)
       SELECT (SELECT n FROM want) AS added, (SELECT stock FROM s) AS stock, (SELECT q FROM before) AS held`,
      [userId, item.product_id, item.quantity],
    );
    const { added, stock, held } = rows[0] ?? { added: 0, stock: 0, held: 0 };
    if (added < item.quantity && held + added === MAX_QUANTITY && stock > MAX_QUANTITY)
      changes.push(
        `${product.name}: ${added.toLocaleString('en-US')} of ${item.quantity.toLocaleString('en-US')} added (${LINE_CAP_MESSAGE})`,
      );
    else if (added === 0)
      changes.push(stock > 0 ? `${product.name}: your cart already holds all ${stock} in stock` : `${product.name} is out of stock`);
    else if (added < item.quantity) changes.push(`${product.name}: only ${added} of ${item.quantity} added (stock left)`);
    if (added > 0 && product.unit_price !== item.unit_price)
      changes.push(`${product.name} is now ${formatPrice(product.unit_price)} (was ${formatPrice(item.unit_price)})`);
  }
  return changes;
}
