import { describe, expect, it, vi } from 'vitest';
import { freshStores, json, settle, USER, useBrowser, type Browser } from './browser.helpers';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: '/api' }));

const ITEM = {
  id: 1,
  product_id: 3,
  product_slug: 'thrust-boring-machine',
  product_name: 'Boring',
  product_image: '',
  product_price: 9999,
  quantity: 1,
  total_price: 9999,
};

describe('cart store', () => {
  let browser: Browser;
  useBrowser('/cart', (b) => (browser = b));

  it('loads when the user is authenticated, empties when not', async () => {
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(USER));
    browser.fetch.mockImplementation((url) => json(url.endsWith('/auth/me') ? USER : [ITEM]));
    const { $cart, cartCount, startAuth, logout } = await freshStores();
    const stop = $cart.listen(() => undefined);
    startAuth();
    await settle();
    await settle();
    expect($cart.get()).toMatchObject({ status: 'loaded', items: [ITEM] });
    expect(cartCount($cart.get().items)).toBe(1);
    logout();
    expect($cart.get()).toMatchObject({ status: 'idle', items: [] });
    stop();
  });

  it('changes replace items with the answer; a failure keeps them and sets the spec message', async () => {
    // A session still being checked: the cart neither loads nor empties itself meanwhile.
    localStorage.setItem('token', 't1');
    localStorage.setItem('user', JSON.stringify(USER));
    browser.fetch.mockImplementationOnce(() => new Promise(() => undefined));
    const { $cart, addToCart, updateCartItem, removeCartItem, clearCart, fetchCart } = await freshStores();
    browser.fetch.mockImplementationOnce(() => json([ITEM]));
    expect(await addToCart(3)).toBe(true);
    expect($cart.get().items).toEqual([ITEM]);

    browser.fetch.mockImplementationOnce(() =>
      json({ detail: [{ loc: ['body', 'quantity'], msg: 'Only 2 items available', type: 'x' }] }, 422),
    );
    expect(await updateCartItem(1, 5)).toBe(false);
    expect($cart.get().items).toEqual([ITEM]);
    expect($cart.get().error).toBe('Failed to update cart item. Only 2 items available');

    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await removeCartItem(1)).toBe(false);
    expect($cart.get().error).toBe('Failed to remove item from cart.');
    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await clearCart()).toBe(false);
    expect($cart.get().error).toBe('Failed to clear cart.');
    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await addToCart(3)).toBe(false);
    expect($cart.get().error).toBe('Failed to add item to cart.');
    browser.fetch.mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await fetchCart()).toBe(false);
    expect($cart.get()).toMatchObject({ status: 'failed', items: [ITEM], error: 'Failed to load cart items.' });

    browser.fetch.mockImplementationOnce(() => json([]));
    expect(await clearCart()).toBe(true);
    expect($cart.get().items).toEqual([]);
  });
});
