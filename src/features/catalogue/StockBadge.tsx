// 'In Stock' / 'Out of Stock' and 'SALE' badges laid over a product picture.
import { isInStock, isOnSale, type Priced } from '#domain/catalogue/product';
import { useMessages } from '../shared/useMessages';

export function StockBadges({ stock, product }: { stock: number; product: Priced }) {
  const m = useMessages('catalogue').stock;
  const inStock = isInStock(stock);
  return (
    <>
      <span
        className={`badge absolute left-2 top-2 sm:left-3 sm:top-3 ${inStock ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`}
        data-stock-badge
      >
        {inStock ? m.inStock : m.outOfStock}
      </span>
      {isOnSale(product) && (
        <span className="badge absolute bottom-2 left-2 bg-accent-500 text-slate-900 sm:bottom-auto sm:left-auto sm:right-3 sm:top-3">
          {m.sale}
        </span>
      )}
    </>
  );
}
