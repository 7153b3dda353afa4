// The items of one order: picture, name linking to the product page, unit price, quantity, total.
import { localePath, pathLang } from '#domain/i18n/locales';
import { formatPrice } from '#domain/shared/format';
import { useMessages } from '../useMessages';
import { ProductImage } from '../catalogue/ProductImage';
import type { OrderItem } from '#domain/orders/schemas';

export function OrderItems({ items }: { items: OrderItem[] }) {
  const m = useMessages('ui').order;
  const lang = pathLang(location.pathname);
  return (
    <section aria-labelledby="order-items" className="card h-fit min-w-0 p-4 sm:p-6">
      <h2 id="order-items" className="text-lg font-bold text-slate-900">
        {m.items}
      </h2>
      <ul className="mt-2 divide-y divide-slate-200">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 py-4 sm:gap-4">
            <ProductImage
              src={item.product_image}
              alt=""
              className="h-14 w-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-20"
            />
            <div className="min-w-0 flex-1">
              <a
                href={localePath(`/products/${item.product_slug}`, lang)}
                className="break-words font-semibold text-slate-900 underline-offset-4 hover:underline"
              >
                {item.product_name}
              </a>
              <p className="text-sm text-slate-700">
                {formatPrice(item.unit_price)} × {item.quantity}
              </p>
            </div>
            <p className="font-semibold text-slate-900">{formatPrice(item.total_price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
