// Showcase card: picture with stock and sale badges, name, short description, price, actions.
import { CompareToggle } from '../shared/compare/CompareToggle';
import { AddToCart } from './AddToCart';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { StockBadges } from './StockBadge';
import type { ProductCardData } from './types';

export function ProductCard({ product, stock }: { product: ProductCardData; stock: number }) {
  return (
    <article className="card grid grid-cols-[7rem_minmax(0,1fr)] overflow-hidden sm:flex sm:flex-col" data-product={product.slug}>
      <div className="relative bg-slate-100 sm:aspect-[4/3]">
        <ProductImage src={product.image_url} alt={product.name} className="h-full w-full object-contain p-2 sm:p-4" />
        <StockBadges stock={stock} product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:gap-3 sm:p-5">
        <h3 className="text-base leading-snug sm:text-lg">{product.name}</h3>
        <p className="line-clamp-3 text-sm text-slate-700">{product.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 pt-2">
          <PriceTag product={product} />
          <CompareToggle id={product.id} name={product.name} />
        </div>
        <div className="grid grid-cols-2 gap-2 max-sm:text-sm">
          <a href={`/products/${product.slug}`} className="btn btn-outline px-2 sm:px-3">
            View Details
          </a>
          <AddToCart slug={product.slug} stock={stock} relabelWhenOut className="px-2 sm:px-3" />
        </div>
      </div>
    </article>
  );
}
