// 'In Stock' / 'Out of Stock' and 'SALE' badges laid over a product picture.
import { isInStock, isOnSale, type Priced } from '../../domain/product';

export function StockBadges({ stock, product }: { stock: number; product: Priced }) {
  const inStock = isInStock(stock);
  return (
    <>
      <span className={`badge absolute left-3 top-3 ${inStock ? 'bg-emerald-700 text-white' : 'bg-red-700 text-white'}`} data-stock-badge>
        {inStock ? 'In Stock' : 'Out of Stock'}
      </span>
      {isOnSale(product) && <span className="badge absolute right-3 top-3 bg-accent-500 text-slate-900">SALE</span>}
    </>
  );
}
