// One order in the /orders list: reference, date, status, total, up to 4 thumbnails.
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { thumbnails } from './orderFilter';
import { OrderStatusBadge } from '../shared/orders/OrderStatusBadge';
import type { Order } from '#domain/orders/schemas';
import { paymentState } from '#domain/orders/billing';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';

export function OrderCard({ order }: { order: Order }) {
  const { orders: m, order: words, cart } = useMessages('shop');
  const lang = pathLang(location.pathname);
  const { shown, more } = thumbnails(order.items);
  const pieces = order.items.reduce((n, i) => n + i.quantity, 0);
  const state = paymentState(order, new Date().toISOString().slice(0, 10));
  const payment = state === 'none' ? '' : words.paymentStates[state];
  return (
    <li className="card p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-mono text-lg font-bold text-slate-900">{order.reference}</h2>
          <p className="text-sm text-slate-700">{fill(m.placedOn, { date: formatLongDate(order.created_at, lang) })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {payment && <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">{payment}</span>}
          <OrderStatusBadge status={order.status} />
        </div>
      </div>
      <ul className="mt-4 flex gap-2" aria-label={m.items}>
        {shown.map((item, index) => (
          <li key={item.id} className="relative h-16 w-16 overflow-hidden rounded-lg bg-slate-100">
            <ProductImage src={item.product_image} alt={item.product_name} className="h-full w-full object-cover" />
            {index === 3 && more > 0 && (
              <span className="absolute inset-0 flex items-center justify-center bg-slate-900/70 text-sm font-bold text-white">
                +{more}
                <span className="sr-only">{m.moreItems}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          {fill(pieces === 1 ? cart.itemOne : cart.itemMany, { n: pieces })} ·{' '}
          <span className="font-semibold text-slate-900">{formatPrice(order.total_amount)}</span>
        </p>
        <a
          href={localePath(`/orders/${order.id}`, lang)}
          className="btn btn-outline"
          aria-label={fill(m.viewDetailsOf, { reference: order.reference })}
        >
          {m.viewDetails}
        </a>
      </div>
    </li>
  );
}
