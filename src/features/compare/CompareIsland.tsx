// /compare?ids=1,2,3: the products named in the address side by side. The address is the
// page's whole state, so it can be shared; removing a product rewrites it. Specifications
// and prices come from the API (GET /products/compare), stock from GET /products/stock.
import { useCallback, useEffect, useState } from 'react';
import type { CompareProduct } from '#domain/catalogue/schemas';
import { compareHref, parseCompareIds } from '#domain/catalogue/compare';
import { api } from '../../lib/api';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { LoadFailed } from '../shared/ui/LoadStates';
import { CompareTable } from './CompareTable';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; products: CompareProduct[] };

function Compare({ lang }: { lang: Lang }) {
  const m = useMessages('catalogue').compare;
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

  // The loading note (also the prebuilt first view) is the empty note's box, two lines high
  // whichever wraps on a phone: nothing below moves when an empty comparison hydrates. A note of
  // other words is a new element (`key`): a centred text node rewritten counts as a shift.
  const note = (text: string, look: string) => (
    <p key={text} className={`card mt-6 grid min-h-32 place-items-center p-6 text-center text-xl ${look}`} role="status">
      {text}
    </p>
  );
  if (ids === null) return note(m.loading, 'text-slate-700');
  if (ids.length === 0 || (load.state === 'ready' && load.products.length === 0)) return note(m.empty, 'font-semibold text-slate-900');
  if (load.state === 'loading') return note(m.loading, 'text-slate-700');
  if (load.state === 'failed') return <LoadFailed className="mt-6" message={m.loadFailed} onRetry={() => fetchProducts(ids)} />;

  const remove = (id: number) => {
    const next = ids.filter((x) => x !== id);
    history.replaceState(history.state, '', localePath(compareHref(next), lang));
    setIds(next);
    setLoad({ state: 'ready', products: load.products.filter((p) => p.id !== id) });
  };
  const missing = ids.length - load.products.length;

  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <p className="text-slate-700">
          {fill(m.sideBySide, { n: load.products.length })}
          {missing > 0 && fill(m.missing, { n: missing })}
        </p>
        <button type="button" className="btn btn-outline" onClick={() => print()}>
          {m.print}
        </button>
      </div>
      <CompareTable products={load.products} stock={(p) => live?.[p.slug]} onRemove={remove} lang={lang} />
    </>
  );
}

export default function CompareIsland({ messages, lang }: { messages: IslandMessages; lang: Lang }) {
  return (
    <IslandBoundary messages={messages}>
      <Compare lang={lang} />
    </IslandBoundary>
  );
}
