// Order Summary of the cart page: subtotal, shipping, tax and the total, by the same function
// (and the same certificate rule) that prices checkout and the order, so the cart's total is
// what checkout will ask. Checkout's summary sums the cart with the same cartSubtotal.
import { cartSubtotal, orderTotals, taxLabel } from '#domain/orders/pricing';
import type { CartItem } from './cartStore';
import { Totals } from '../ui/Totals';

export const CART_TOTALS_NOTE = 'Estimated for shipping to you. Picking up at our San Antonio yard removes the shipping charge.';

interface Props {
  items: CartItem[];
  /** An approved certificate on file (no tax); undefined while the account is read. */
  taxExempt: boolean | undefined;
}

export function CartSummary({ items, taxExempt }: Props) {
  const totals = orderTotals(cartSubtotal(items), { taxExempt });
  return (
    <section aria-labelledby="cart-summary" className="card h-fit p-6">
      <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
        Order Summary
      </h2>
      {taxExempt === undefined ? (
        <p className="mt-4 text-slate-700">Working out your tax...</p>
      ) : (
        <>
          <Totals
            lines={[
              ['Subtotal', totals.subtotal],
              ['Shipping', totals.shipping_cost],
              [taxLabel(taxExempt), totals.tax],
            ]}
            total={totals.total_amount}
          />
          <p className="mt-2 text-sm text-slate-700">{CART_TOTALS_NOTE}</p>
        </>
      )}
      <a href="/checkout" className="btn btn-primary mt-6 w-full">
        Proceed to Checkout
      </a>
    </section>
  );
}
