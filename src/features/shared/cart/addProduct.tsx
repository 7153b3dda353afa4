// 'Add to Cart' for a signed-in person: the product goes into the server cart and a toast
// links to /cart.
import { toast } from '../toast';
import { $cart, addToCart, CART_ERRORS } from './cartStore';

export const PRODUCT_IDS_URL = '/cart/product-ids.json';
let ids: Promise<Record<string, number>> | null = null;

function productIdOf(slug: string): Promise<number | undefined> {
  ids ??= fetch(PRODUCT_IDS_URL).then((r) => (r.ok ? r.json() : Promise.reject(new Error(`status ${r.status}`))));
  return ids.then(
    (map) => map[slug],
    () => {
      ids = null; // try again next time
      return undefined;
    },
  );
}

export async function addProductToCart(slug: string, name?: string): Promise<boolean> {
  const id = await productIdOf(slug);
  const ok = id !== undefined && (await addToCart(id, 1));
  if (ok) {
    toast.success(name ? `${name} added to your cart` : 'Added to your cart', {
      description: (
        <a href="/cart" className="font-semibold underline">
          View Cart
        </a>
      ),
    });
  } else {
    toast.error(id === undefined ? CART_ERRORS.add : ($cart.get().error ?? CART_ERRORS.add));
  }
  return ok;
}
