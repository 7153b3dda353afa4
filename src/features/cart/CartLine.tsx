// One cart item: picture and name linking to the product page, stepper, line total, remove.
import { formatPrice } from '#domain/shared/format';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { Icon } from '../shared/ui/Icon';
import type { CartItem } from '../shared/cart/cartStore';
import { CartQuantity } from './CartQuantity';
import * as icon from '../../components/iconBodies';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';

interface Props {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => void;
}

export function CartLine({ item, busy, onQuantity, onRemove }: Props) {
  const m = useMessages('shop').cart;
  const href = localePath(`/products/${item.product_slug}`, pathLang(location.pathname));
  return (
    <li className="flex flex-col gap-4 py-5 sm:flex-row sm:items-center">
      <a href={href} className="block shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage src={item.product_image} alt="" className="h-24 w-32 rounded-lg bg-slate-100 object-cover" />
      </a>
      <div className="min-w-0 flex-1">
        <a href={href} className="font-semibold text-slate-900 underline-offset-4 hover:underline">
          {item.product_name}
        </a>
        <p className="mt-1 text-sm text-slate-700">{fill(m.each, { price: formatPrice(item.product_price) })}</p>
      </div>
      <div className="flex items-center gap-2 sm:justify-end sm:gap-3">
        <CartQuantity quantity={item.quantity} label={item.product_name} busy={busy} onChange={onQuantity} />
        <p className="ml-auto min-w-0 text-right font-semibold text-slate-900 sm:ml-0 sm:w-28">{formatPrice(item.total_price)}</p>
        <button
          type="button"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-red-700 hover:bg-red-50"
          onClick={() => busy || onRemove()}
          aria-label={fill(m.remove, { name: item.product_name })}
        >
          <Icon svg={icon.trash} size={18} />
        </button>
      </div>
    </li>
  );
}
