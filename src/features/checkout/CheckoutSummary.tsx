// Checkout Order Summary: the cart's items and subtotal, shipping (none for pickup), tax 7 % (none with a certificate on file), total
// (the same src/domain function the server uses for the order).
import { formatPrice } from '#domain/shared/format';
import { cartSubtotal, orderTotals, type PricingOptions } from '#domain/orders/pricing';
import type { CartItem } from '../shared/cart/cartStore';
import { Totals } from '../shared/ui/Totals';
import { useMessages } from '../shared/useMessages';

interface Props {
  items: CartItem[];
  /** Pickup (no shipping) and an approved certificate on file (no tax). */
  pricing: PricingOptions;
  children: React.ReactNode;
}

export function CheckoutSummary({ items, pricing, children }: Props) {
  const { order: m } = useMessages('shop');
  const totals = orderTotals(cartSubtotal(items), pricing);
  const rows: [string, number][] = [
    [m.charges.subtotal, totals.subtotal],
    [m.charges.shipping, totals.shipping_cost],
    [pricing.taxExempt ? m.charges.taxExempt : m.charges.tax, totals.tax],
  ];
  return (
    <section aria-labelledby="checkout-summary" className="card h-fit p-6 lg:sticky lg:top-24">
      <h2 id="checkout-summary" className="text-lg font-bold text-slate-900">
        {m.orderSummary}
      </h2>
      <ul className="mt-4 divide-y divide-slate-200 text-sm">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2">
            <span className="text-slate-800">
              {item.product_name} <span className="text-slate-600">× {item.quantity}</span>
            </span>
            <span className="font-medium text-slate-900">{formatPrice(item.total_price)}</span>
          </li>
        ))}
      </ul>
      <Totals lines={rows} total={totals.total_amount} className="border-t border-slate-200 pt-4" />
      <div className="mt-6">{children}</div>
    </section>
  );
}
