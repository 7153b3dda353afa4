// Listing card (grid or list row): first category, name, price, stock, Compare, Add to Cart, View.
import { memo } from 'react';
import { isInStock } from '#domain/catalogue/product';
import { CompareToggle } from '../shared/compare/CompareToggle';
import { AddToCart } from './AddToCart';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import { useMessages } from '../shared/useMessages';

export interface ListingCardData {
  id: number;
  slug: string;
  name: string;
  price: number;
  discount_price: number | null;
  image_url: string;
}

interface Props {
  product: ListingCardData;
  categoryName: string | undefined;
  stock: number;
  layout: 'grid' | 'list';
  lang: Lang;
}

// Memoised: when the live stock lands, only the cards whose stock changed render again.
export const ListingCard = memo(function ListingCard({ product, categoryName, stock, layout, lang }: Props) {
  const m = useMessages('catalogue');
  const href = localePath(`/products/${product.slug}`, lang);
  const list = layout === 'list';
  return (
    <article
      className={`card grid grid-cols-[6rem_minmax(0,1fr)] gap-3 p-4 sm:gap-4 sm:p-5 ${list ? 'sm:flex sm:flex-row sm:items-center' : 'sm:flex sm:flex-col'}`}
      data-product={product.slug}
    >
      <ProductImage
        src={product.image_url}
        alt=""
        className={`row-span-2 aspect-[4/3] w-24 rounded-lg bg-white object-contain ${list ? 'sm:w-32' : 'sm:h-40 sm:w-full'}`}
      />
      <div className="min-w-0 flex-1">
        {categoryName && <span className="badge bg-brand-100 text-brand-800">{categoryName}</span>}
        <h2 className="mt-1 text-base leading-snug sm:mt-2 sm:text-lg">
          <a href={href} className="text-slate-900 hover:text-brand-700">
            {product.name}
          </a>
        </h2>
        <p className={`mt-1 text-sm font-semibold ${isInStock(stock) ? 'text-emerald-800' : 'text-red-700'}`} data-stock-line>
          {isInStock(stock) ? fill(m.stock.inStockCount, { n: stock }) : m.stock.outOfStock}
        </p>
      </div>
      <div className={`flex flex-wrap items-center justify-between gap-x-3 ${list ? 'sm:w-44 sm:flex-col sm:items-end' : ''}`}>
        <PriceTag product={product} regularPrice={m.stock.regularPrice} />
        <CompareToggle id={product.id} name={product.name} />
      </div>
      <div className={`col-span-2 grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] gap-2 ${list ? 'sm:w-64' : ''}`}>
        <AddToCart slug={product.slug} stock={stock} lang={lang} className="px-3" />
        <a href={href} className="btn btn-outline px-3">
          {m.view}
        </a>
      </div>
    </article>
  );
});
