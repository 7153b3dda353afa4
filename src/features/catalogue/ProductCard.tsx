// Showcase card: picture with stock and sale badges, name, short description, price, actions.
// The card is one tap target: its name is the one link to the product, stretched over the
// whole card (picture, text, the "View Details" look-alike, left out on a phone, where the
// card is the obvious target); Compare and Add to Cart sit above it.
import { memo } from 'react';
import { CompareToggle } from '../shared/compare/CompareToggle';
import { AddToCart } from './AddToCart';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { StockBadges } from './StockBadge';
import type { ProductCardData } from './types';
import { localePath, type Lang } from '#domain/i18n/locales';
import { useMessages } from '../shared/useMessages';

const ABOVE_LINK = 'relative z-10';

// Memoised: when the live stock lands, only the cards whose stock changed render again.
export const ProductCard = memo(function ProductCard({ product, stock, lang }: { product: ProductCardData; stock: number; lang: Lang }) {
  const m = useMessages('catalogue');
  return (
    <article
      className="card relative grid grid-cols-[7rem_minmax(0,1fr)] overflow-hidden transition-shadow hover:shadow-md has-[a:focus-visible]:outline has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-brand-700 sm:flex sm:flex-col"
      data-product={product.slug}
    >
      <div className="relative bg-slate-100 sm:aspect-[4/3]">
        <ProductImage src={product.image_url} alt="" className="h-full w-full object-contain p-2 sm:p-4" />
        <StockBadges stock={stock} product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <h3 className="text-base leading-snug sm:text-lg">
          <a
            href={localePath(`/products/${product.slug}`, lang)}
            className="text-slate-900 outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {product.name}
          </a>
        </h3>
        <p className="line-clamp-2 text-sm text-slate-700 sm:line-clamp-3">{product.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 pt-2">
          <PriceTag product={product} regularPrice={m.stock.regularPrice} />
          <div className={ABOVE_LINK}>
            <CompareToggle id={product.id} name={product.name} />
          </div>
        </div>
        <div className="grid gap-2 max-sm:text-sm sm:grid-cols-2">
          <span className="btn btn-outline px-3 max-sm:hidden" aria-hidden="true">
            {m.viewDetails}
          </span>
          <div className={`${ABOVE_LINK} grid min-w-0`}>
            <AddToCart slug={product.slug} stock={stock} lang={lang} relabelWhenOut className="px-2 sm:px-3" />
          </div>
        </div>
      </div>
    </article>
  );
});
