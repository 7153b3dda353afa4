// Order Summary of the cart page: subtotal, shipping, tax and the total, by the same function
// (and the same certificate rule) that prices checkout and the order, so the cart's total is
// what checkout will ask. Checkout's summary sums the cart with the same cartSubtotal.
import { localePath, pathLang } from '#domain/i18n/locales';
import { cartSubtotal, orderTotals, taxLabel } from '#domain/orders/pricing';
import type { CartItem } from './cartStore';
import { Totals } from '../ui/Totals';
import { useMessages } from '../useMessages';

interface Props {
  items: CartItem[];
  /** An approved certificate on file (no tax); undefined while the account is read. */
  taxExempt: boolean | undefined;
}

export function CartSummary({ items, taxExempt }: Props) {
  const m = useMessages('ui').orderSummary;
  const totals = orderTotals(cartSubtotal(items), { taxExempt });
  return (
    <section aria-labelledby="cart-summary" className="card h-fit p-6">
      <h2 id="cart-summary" className="text-lg font-bold text-slate-900">
        {m.title}
      </h2>
      {/* Until the account answers, the tax line says so and the amounts wait: the same lines,
          so nothing below them moves when they arrive. */}
      <Totals
        lines={[
          [m.subtotal, totals.subtotal],
          [m.shipping, totals.shipping_cost],
          taxExempt === undefined ? [m.workingOutTax, '…'] : [taxLabel(taxExempt), totals.tax],
        ]}
        total={taxExempt === undefined ? '…' : totals.total_amount}
      />
      <p className="mt-2 text-sm text-slate-700">{m.note}</p>
      <a href={localePath('/checkout', pathLang(location.pathname))} className="btn btn-primary mt-6 w-full">
        {m.proceed}
      </a>
    </section>
  );
}
