// /compare?ids=1,2,3: the products named in the address side by side. The address is the
// page's whole state, so it can be shared; removing a product rewrites it. Specifications
// and prices come from the API (GET /products/compare), stock from GET /products/stock.
import { useCallback, useEffect, useState } from 'react';
import type { CompareProduct } from '#domain/catalogue/schemas';
import { COMPARE_MAX, compareHref, parseCompareIds } from '#domain/catalogue/compare';
import { api } from '../../lib/api';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { CompareTable } from './CompareTable';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: CompareProduct[] };

function Compare() {
  const [ids, setIds] = useState<number[] | null>(null);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const live = useLiveStockMap();

  useEffect(() => setIds(parseCompareIds(new URLSearchParams(location.search).get('ids'))), []);

  const fetchProducts = useCallback((wanted: number[]) => {
    setLoad({ state: 'loading' });
    api.get<CompareProduct[]>(`/products/compare?ids=${wanted.join(',')}`).then(
      (products) => setLoad({ state: 'ready', products }),
      () => setLoad({ state: 'failed' }),
    );
  }, []);

  useEffect(() => {
    if (ids?.length) fetchProducts(ids);
  }, [ids, fetchProducts]);

  if (ids === null) return <LoadingState text="Loading comparison..." />;
  if (ids.length === 0 || (load.state === 'ready' && load.products.length === 0)) {
    return (
      <div className="card mt-6 p-8 text-center" role="status">
        <p className="text-xl font-semibold text-slate-900">No products to compare</p>
        <p className="mt-2 text-slate-700">
          Tick “Compare” on up to {COMPARE_MAX} products in the <a href="/products">shop</a> or the{' '}
          <a href="/products-list">product list</a>, then open the comparison.
        </p>
      </div>
    );
  }
  if (load.state === 'loading') return <LoadingState text="Loading comparison..." />;
  if (load.state === 'failed')
    return <LoadFailed className="mt-6" message="Failed to load the products. Please try again." onRetry={() => fetchProducts(ids)} />;

  const remove = (id: number) => {
    const next = ids.filter((x) => x !== id);
    history.replaceState(history.state, '', compareHref(next));
    setIds(next);
    setLoad({ state: 'ready', products: load.products.filter((p) => p.id !== id) });
  };
  const missing = ids.length - load.products.length;

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-slate-700">
          {load.products.length} products side by side; rows that differ are marked.
          {missing > 0 && ` ${missing} of the products in the address could not be found.`}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => print()}>
          Print
        </button>
      </div>
      <CompareTable products={load.products} stock={(p) => live?.[p.slug]} onRemove={remove} />
    </>
  );
}

export default function CompareIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <Compare />
    </IslandBoundary>
  );
}
