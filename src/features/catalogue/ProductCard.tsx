// Showcase card: picture with stock and sale badges, name, short description, price, actions.
import { CompareToggle } from '../compare/CompareToggle';
import { AddToCart } from './AddToCart';
import { PriceTag } from './PriceTag';
import { ProductImage } from './ProductImage';
import { StockBadges } from './StockBadge';
import type { ProductCardData } from './types';

export function ProductCard({ product, stock }: { product: ProductCardData; stock: number }) {
  return (
    <article className="card flex flex-col overflow-hidden" data-product={product.slug}>
      <div className="relative aspect-[4/3] bg-slate-100">
        <ProductImage src={product.image_url} alt={product.name} className="h-full w-full object-contain p-4" />
        <StockBadges stock={stock} product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg leading-snug">{product.name}</h3>
        <p className="line-clamp-3 text-sm text-slate-700">{product.summary}</p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 pt-2">
          <PriceTag product={product} />
          <CompareToggle id={product.id} name={product.name} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <a href={`/products/${product.slug}`} className="btn btn-outline px-3">
            View Details
          </a>
          <AddToCart slug={product.slug} stock={stock} relabelWhenOut className="px-3" />
        </div>
      </div>
    </article>
  );
}
