// Price in dollars with 2 decimals; on sale, the sale price beside the struck-through price
// (`regularPrice`: its screen-reader words in the page's language).
import { formatPrice } from '#domain/shared/format';
import { effectivePrice, isOnSale, type Priced } from '#domain/catalogue/product';

export function PriceTag({
  product,
  size = 'md',
  regularPrice = 'Regular price ',
}: {
  product: Priced;
  size?: 'md' | 'lg';
  regularPrice?: string;
}) {
  const big = size === 'lg' ? 'text-3xl' : 'text-xl';
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`${big} font-bold text-slate-900`}>{formatPrice(effectivePrice(product))}</span>
      {isOnSale(product) && (
        <del className="text-sm text-slate-600">
          <span className="sr-only">{regularPrice}</span>
          {formatPrice(product.price)}
        </del>
      )}
    </p>
  );
}
