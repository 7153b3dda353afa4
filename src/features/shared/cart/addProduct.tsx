// 'Add to Cart' for a signed-in person: the product goes into the server cart and a toast
// links to /cart.
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages';
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

export async function addProductToCart(slug: string, words: Messages['ui']['cart'], name?: string): Promise<boolean> {
  const id = await productIdOf(slug);
  const ok = id !== undefined && (await addToCart(id, 1));
  if (ok) {
    toast.success(name ? fill(words.productAdded, { name }) : words.added, {
      description: (
        <a href={localePath('/cart', pathLang(location.pathname))} className="font-semibold underline">
          {words.viewCart}
        </a>
      ),
    });
  } else {
    // The store's message is the English failure, then the server's reason when it gave one.
    const error = id === undefined ? CART_ERRORS.add : ($cart.get().error ?? CART_ERRORS.add);
    toast.error(error.replace(CART_ERRORS.add, words.addFailed));
  }
  return ok;
}
