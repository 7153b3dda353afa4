// The signed-in user's cart. Every call answers the whole item list; prices come from the catalogue.
import { Hono } from 'hono';
import { cartSchema } from '#domain/orders/schemas';
import { addCartItemSchema, LINE_CAP_MESSAGE, MAX_QUANTITY, updateCartItemSchema } from '#domain/orders/requests';
import { cartJson, type CartRow } from './cart';
import type { Queryable } from '../db';
import type { Deps } from '../deps';
import { fail, invalidField } from '../http/errors';
import { intId } from '../http/params';
import { jsonBody } from '../http/validate';
import { answer, describeOperations, refusal } from '../openapi/describe';

const NOT_FOUND = 'Cart item not found';

const theCart = answer('The whole cart', cartSchema);
const describe = describeOperations({
  getCart: { summary: 'The cart', responses: { 200: theCart } },
  clearCart: { summary: 'Empty the cart', responses: { 200: answer('The cart, empty', cartSchema) } },
  addCartItem: {
    summary: 'Add a product (to its line when there is one)',
    description:
      'A quantity above live stock is a 422 on quantity: "Only {stock} items available"; a line past 100,000 units is a 422 on quantity too.',
    responses: { 200: theCart, 404: refusal('Product not found'), 409: refusal('The product is no longer available') },
  },
  updateCartItem: {
    summary: 'Set a line’s quantity',
    description: 'A quantity above live stock is a 422 on quantity: "Only {stock} items available".',
    responses: { 200: theCart, 404: refusal(NOT_FOUND) },
  },
  removeCartItem: { summary: 'Remove a line', responses: { 200: theCart, 404: refusal(NOT_FOUND) } },
});

/** The 422 for a quantity above live stock ('Only {stock} items available', as the product page says it). */
async function refuseQuantity(db: Queryable, productId: number): Promise<never> {
  const { rows } = await db.query<{ stock: number }>('SELECT stock FROM inventory WHERE product_id = $1', [productId]);
  const stock = rows[0]?.stock ?? 0;
  return invalidField('quantity', stock > 0 ? `Only ${stock} items available` : 'This product is out of stock');
}

/**
 * A write to user $1's cart and the whole cart after it, in one statement: the changed row
 * comes from RETURNING (flagged `changed`), the others from the statement's snapshot.
 */
const andCart = (write: string) => `
  WITH changed AS (${write} RETURNING ci.id, ci.product_id, ci.quantity)
  SELECT id, product_id, quantity, true AS changed FROM changed
  UNION ALL
  SELECT id, product_id, quantity, false FROM cart_items WHERE user_id = $1 AND id NOT IN (SELECT id FROM changed)
  ORDER BY id`;
// Each write checks live stock (and adding, the line's cap) in the same statement: nothing is changed when it is short.
const ADD = andCart(`
  INSERT INTO cart_items AS ci (user_id, product_id, quantity)
  SELECT $1, $2, $3 FROM inventory WHERE product_id = $2 AND stock >= $3
  ON CONFLICT (user_id, product_id) DO UPDATE SET quantity = ci.quantity + EXCLUDED.quantity
    WHERE ci.quantity + EXCLUDED.quantity <= LEAST(${MAX_QUANTITY}, (SELECT stock FROM inventory WHERE product_id = ci.product_id))`);
const SET_QUANTITY = andCart(`
  UPDATE cart_items ci SET quantity = $3 FROM inventory i
  WHERE ci.user_id = $1 AND ci.id = $2 AND i.product_id = ci.product_id AND i.stock >= $3`);
type WrittenCart = CartRow & { changed: boolean };

export function cartRoutes({ db, catalogue, carts, requireUser }: Deps) {
  const list = async (userId: number) => cartJson(catalogue, await carts.get(userId));
  /** After a write: this instance's copy goes at once (others hear the trigger's NOTIFY). */
  const written = (userId: number, rows: CartRow[]) => {
    carts.evict(userId);
    return cartJson(catalogue, rows);
  };

  return new Hono()
    .use(requireUser)
    .get('/', describe.getCart, async (c) => c.json(await list(c.var.user.id)))
    .delete('/', describe.clearCart, async (c) => {
      await db.query('DELETE FROM cart_items WHERE user_id = $1', [c.var.user.id]);
      carts.evict(c.var.user.id);
      return c.json([]);
    })
    .post('/items', describe.addCartItem, jsonBody(addCartItemSchema), async (c) => {
      const { product_id, quantity } = c.var.body;
      const product = catalogue.byId(product_id) ?? fail(404, 'Product not found');
      if (!product.is_active) fail(409, `${product.name} is no longer available`);
      const { rows } = await db.query<WrittenCart>(ADD, [c.var.user.id, product_id, quantity]);
      if (!rows.some((r) => r.changed)) {
        const held = rows.find((r) => r.product_id === product_id)?.quantity ?? 0;
        if (held + quantity > MAX_QUANTITY)
          invalidField('quantity', `${LINE_CAP_MESSAGE} (this one holds ${held.toLocaleString('en-US')})`);
        await refuseQuantity(db, product_id);
      }
      return c.json(written(c.var.user.id, rows));
    })
    .put('/items/:id', describe.updateCartItem, jsonBody(updateCartItemSchema), async (c) => {
      const id = intId(c.req.param('id'), NOT_FOUND);
      const { rows } = await db.query<WrittenCart>(SET_QUANTITY, [c.var.user.id, id, c.var.body.quantity]);
      if (!rows.some((r) => r.changed)) {
        const item = rows.find((r) => r.id === id);
        if (!item) fail(404, NOT_FOUND);
        await refuseQuantity(db, item.product_id);
      }
      return c.json(written(c.var.user.id, rows));
    })
    .delete('/items/:id', describe.removeCartItem, async (c) => {
      const id = intId(c.req.param('id'), NOT_FOUND);
      const { rowCount } = await db.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2', [id, c.var.user.id]);
      if (!rowCount) fail(404, NOT_FOUND);
      carts.evict(c.var.user.id);
      return c.json(await list(c.var.user.id));
    });
}
