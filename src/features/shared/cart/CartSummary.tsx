// Order Summary of the cart page: subtotal, shipping, total = subtotal + shipping. Checkout's
// summary sums the cart with the same cartSubtotal.
import { cartTotal, shippingFor, subtotalOf } from '#domain/orders/pricing';
import type { CartItem } from './cartStore';
import { Totals } from '../ui/Totals';

export const cartSubtotal = (items: CartItem[]) => subtotalOf(items.map((i) => ({ unit_price: i.product_price, quantity: i.quantity })));

export function CartSummary({ items }: { items: CartItem[] }) {
  const subtotal = cartSubtotal(items);
  return (
    <section aria-labelledby="cart-summary" className="card h-fit p-6">
      <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
        Order Summary
      </h2>
      <Totals
        lines={[
          ['Subtotal', subtotal],
          ['Shipping', shippingFor(subtotal)],
        ]}
        total={cartTotal(subtotal)}
      />
      <p className="mt-2 text-sm text-slate-700">Tax is calculated at checkout</p>
      <a href="/checkout" className="btn btn-primary mt-6 w-full">
        Proceed to Checkout
      </a>
    </section>
  );
}
