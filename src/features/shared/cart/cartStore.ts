// The server cart: reloaded when the user signs in, emptied when not;
// every change replaces the items with the server's answer; a failure keeps them.
import { atom, onMount } from 'nanostores';
import { ApiError, api } from '../../../lib/api';
import { $auth } from '../session/authStore';
import type { CartItem } from '#domain/orders/schemas';

export type { CartItem };

export type CartStatus = 'idle' | 'loading' | 'loaded' | 'failed';
export interface CartState {
  status: CartStatus;
  items: CartItem[];
  error: string | null;
}

export const CART_ERRORS = {
  load: 'Failed to load cart items.',
  add: 'Failed to add item to cart.',
  update: 'Failed to update cart item.',
  remove: 'Failed to remove item from cart.',
  clear: 'Failed to clear cart.',
} as const;

export const $cart = atom<CartState>({ status: 'idle', items: [], error: null });

/** Number of pieces in the cart (the header badge and the cart heading). */
export const cartCount = (items: CartItem[]): number => items.reduce((n, i) => n + i.quantity, 0);

onMount($cart, () =>
  $auth.subscribe(({ isAuthenticated, loading }) => {
    if (isAuthenticated) {
      if ($cart.get().status === 'idle') void fetchCart();
    } else if (!loading) {
      $cart.set({ status: 'idle', items: [], error: null });
    }
  }),
);

/** The spec's message, plus the server's reason when it gives one (e.g. the stock left). */
function failureText(error: unknown, base: string): string {
  const reason = error instanceof ApiError && [409, 422].includes(error.status) ? error.detail : undefined;
  return reason ? `${base} ${reason}` : base;
}

async function change(request: () => Promise<CartItem[]>, failure: string): Promise<boolean> {
  try {
    const items = await request();
    $cart.set({ status: 'loaded', items, error: null });
    return true;
  } catch (error) {
    $cart.set({ ...$cart.get(), error: failureText(error, failure) });
    return false;
  }
}

export async function fetchCart(): Promise<boolean> {
  $cart.set({ ...$cart.get(), status: 'loading', error: null });
  try {
    const items = await api.get<CartItem[]>('/cart');
    $cart.set({ status: 'loaded', items, error: null });
    return true;
  } catch {
    $cart.set({ ...$cart.get(), status: 'failed', error: CART_ERRORS.load });
    return false;
  }
}

export const addToCart = (productId: number, quantity = 1) =>
  change(() => api.post<CartItem[]>('/cart/items', { product_id: productId, quantity }), CART_ERRORS.add);

export const updateCartItem = (itemId: number, quantity: number) =>
  change(() => api.put<CartItem[]>(`/cart/items/${itemId}`, { quantity }), CART_ERRORS.update);

export const removeCartItem = (itemId: number) => change(() => api.delete<CartItem[]>(`/cart/items/${itemId}`), CART_ERRORS.remove);

export async function clearCart(): Promise<boolean> {
  return change(async () => (await api.delete<CartItem[] | undefined>('/cart')) ?? [], CART_ERRORS.clear);
}

/** After checkout the server has emptied the cart; mirror that without a request. */
export function cartEmptiedByOrder(): void {
  $cart.set({ status: 'loaded', items: [], error: null });
}
