// Order Summary of the cart page: subtotal, shipping, total = subtotal + shipping (SPEC §9).
import { formatPrice } from '../../domain/format';
import { cartTotal, shippingFor, subtotalOf } from '../../domain/pricing';
import type { CartItem } from './cartStore';

export const cartSubtotal = (items: CartItem[]) => subtotalOf(items.map((i) => ({ unit_price: i.product_price, quantity: i.quantity })));

export function CartSummary({ items }: { items: CartItem[] }) {
  const subtotal = cartSubtotal(items);
  return (
    <section aria-labelledby="cart-summary" className="card h-fit p-6">
      <h2 id="cart-summary" className="text-lg font-bold text-slate-900">Order Summary</h2>
      <dl className="mt-4 space-y-2 text-slate-800">
        <div className="flex justify-between"><dt>Subtotal</dt><dd>{formatPrice(subtotal)}</dd></div>
        <div className="flex justify-between"><dt>Shipping</dt><dd>{formatPrice(shippingFor(subtotal))}</dd></div>
        <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900"><dt>Total</dt><dd>{formatPrice(cartTotal(subtotal))}</dd></div>
      </dl>
      <a href="/checkout" className="btn btn-primary mt-6 w-full">Proceed to Checkout</a>
    </section>
  );
}
