// The signed-in user's cart. Every call answers the whole item list; prices come from the catalogue.
import { Hono } from 'hono';
import { z } from 'zod';
import { cartJson } from '../cart';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { fail, invalidField } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody } from '../http/validate';

// The cap keeps quantity sums far inside INTEGER; live stock is the real limit.
const MAX_QUANTITY = 100_000;
const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int({ error: 'Quantity must be a whole number' })
  .min(1, { error: 'Quantity must be at least 1' })
  .max(MAX_QUANTITY, { error: `Quantity must not exceed ${MAX_QUANTITY}` });

export const addCartItemSchema = z.strictObject({
  product_id: z.number({ error: 'Product is required' }).int({ error: 'Product not found' }).positive({ error: 'Product not found' }),
  quantity: quantity.default(1),
});
export const updateCartItemSchema = z.strictObject({ quantity });

const NOT_FOUND = 'Cart item not found';

/** Rejects a cart quantity above live stock (SPEC §5 'Only {stock} items available'). */
async function checkStock(db: Queryable, productId: number, wanted: number) {
  const { rows } = await db.query<{ stock: number }>('SELECT stock FROM inventory WHERE product_id = $1', [productId]);
  const stock = rows[0]?.stock ?? 0;
  if (wanted > stock) invalidField('quantity', stock > 0 ? `Only ${stock} items available` : 'This product is out of stock');
}

export function cartRoutes({ db, catalogue, carts, requireUser }: Deps) {
  const list = async (userId: number) => cartJson(catalogue, await carts.get(userId));
  /** After a write: this instance's copy goes at once (others hear the trigger's NOTIFY). */
  const changed = (userId: number) => {
    carts.evict(userId);
    return list(userId);
  };

  return new Hono()
    .use(requireUser)
    .get('/', async (c) => c.json(await list(c.var.user.id)))
    .delete('/', async (c) => {
      await db.query('DELETE FROM cart_items WHERE user_id = $1', [c.var.user.id]);
      carts.evict(c.var.user.id);
      return c.json([]);
    })
    .post('/items', jsonBody(addCartItemSchema), async (c) => {
      const { product_id, quantity } = c.var.body;
      if (!catalogue.byId(product_id)?.is_active) fail(404, 'Product not found');
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ quantity: number }>(
          `INSERT INTO cart_items AS ci (user_id, product_id, quantity) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ci.quantity + EXCLUDED.quantity
           RETURNING quantity`,
          [c.var.user.id, product_id, quantity],
        );
        await checkStock(tx, product_id, rows[0].quantity);
      });
      return c.json(await changed(c.var.user.id));
    })
    .put('/items/:id', jsonBody(updateCartItemSchema), async (c) => {
      const id = intId(c.req.param('id'), NOT_FOUND);
      await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ product_id: number }>(
          'UPDATE cart_items SET quantity = $3 WHERE id = $1 AND user_id = $2 RETURNING product_id',
          [id, c.var.user.id, c.var.body.quantity],
        );
        if (!rows[0]) fail(404, NOT_FOUND);
        await checkStock(tx, rows[0].product_id, c.var.body.quantity);
      });
      return c.json(await changed(c.var.user.id));
    })
    .delete('/items/:id', async (c) => {
      const id = intId(c.req.param('id'), NOT_FOUND);
      const { rowCount } = await db.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2', [id, c.var.user.id]);
      if (!rowCount) fail(404, NOT_FOUND);
      return c.json(await changed(c.var.user.id));
    });
}
