// Product listing (/products-list): search, grid/list toggle, filter sidebar,
// 12 per page, state in the address. The first view (page 1, no filters) comes prebuilt in
// the props; the full index is fetched at the first interaction or when the address asks
// for another state.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useState, type FormEvent } from 'react';
import { SORTS, cardCategory, queryCatalogue, type CatalogueQuery, type SortKey } from '#domain/catalogue/catalogueFilter';
import { formatCount } from '#domain/shared/format';
import { fill } from '#domain/i18n/fill';
import type { Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { Icon } from '../shared/ui/Icon';
import { CompareBarSlot } from '../shared/compare/CompareBarSlot';
import { FilterDrawer, FilterDrawerButton } from './FilterDrawer';
import { FilterSidebar } from './FilterSidebar';
import { ListingCard } from './ListingCard';
import { Pagination } from '../shared/ui/Pagination';
import { stockOf } from '../shared/catalogue/liveStock';
import { useCatalogueIndex } from './useCatalogueIndex';
import { UPDATE_MARK, isDefaultQuery, useListingQuery } from './useListingQuery';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import type { CategoryRef, IndexedProduct } from './types';
import * as icon from '../../components/iconBodies';

type FirstViewItem = Omit<IndexedProduct, 'searchText' | 'facets'>;
interface Props {
  firstPage: FirstViewItem[];
  total: number;
  pages: number;
  categories: CategoryRef[];
  lang: Lang;
}

function Listing({ firstPage, total, pages, categories, lang }: Props) {
  const m = useMessages('catalogue');
  const { query, navigate } = useListingQuery();
  const { rows, indexState, textState, loadIndex, loadSearchText } = useCatalogueIndex();
  const live = useLiveStockMap();
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [searchDraft, setSearchDraft] = useState('');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersDirty, setFiltersDirty] = useState(false);
  // A new key when the phone's panel is shut: the filters start again from the address, so
  // choices not applied never look applied when it is opened again.
  const [draftKey, setDraftKey] = useState(0);
  const openFilters = useCallback((open: boolean) => {
    setFiltersOpen(open);
    if (!open) setDraftKey((k) => k + 1);
  }, []);
  const searchId = useId();

  useEffect(() => setSearchDraft(query.search), [query.search]);

  const needsIndex = !isDefaultQuery(query);
  const needsText = query.search !== '';
  useEffect(() => {
    if (needsIndex) loadIndex();
    if (needsText) loadSearchText();
  }, [needsIndex, needsText, loadIndex, loadSearchText]);

  const result = useMemo(() => {
    if (rows && (!needsText || textState === 'ready')) return queryCatalogue(rows, query);
    if (!needsIndex) return { items: firstPage, total, pages, current_page: 1 };
    return null;
  }, [rows, query, needsText, textState, needsIndex, firstPage, total, pages]);

  useLayoutEffect(() => {
    if (result && performance.getEntriesByName(`${UPDATE_MARK}:start`).length) {
      performance.measure(UPDATE_MARK, `${UPDATE_MARK}:start`);
      performance.clearMarks(`${UPDATE_MARK}:start`);
    }
  }, [result]);

  const countOf = useCallback(
    (draft: CatalogueQuery) => (rows && (draft.search === '' || textState === 'ready') ? queryCatalogue(rows, draft).total : null),
    [rows, textState],
  );

  const go = useCallback((patch: Partial<CatalogueQuery>) => navigate({ ...query, page: 1, ...patch }), [navigate, query]);
  // Stable, so that the sidebar (memoised) does not render again when the live stock lands.
  const applyFilters = useCallback(
    (f: Partial<CatalogueQuery>) => {
      if (filtersOpen) openFilters(false);
      go(f);
    },
    [filtersOpen, openFilters, go],
  );

  const failed = !result && (indexState === 'error' || (needsText && textState === 'error'));
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    go({ search: searchDraft.trim() });
  }

  const toggleButton = (mode: 'grid' | 'list', label: string) => (
    <button
      type="button"
      className={`inline-flex h-11 w-11 items-center justify-center rounded-lg border ${layout === mode ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
      aria-pressed={layout === mode}
      aria-label={label}
      onClick={() => setLayout(mode)}
    >
      <Icon svg={mode === 'grid' ? icon.grid : icon.list} size={18} />
    </button>
  );

  return (
    <div onFocusCapture={loadIndex} onPointerDownCapture={loadIndex}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl sm:text-4xl">{m.listing.heading}</h1>
          <p className="mt-1 text-slate-700" aria-live="polite">
            {result ? fill(m.listing.found, { n: formatCount(result.total) }) : '\u00a0'}
          </p>
        </div>
        <div className="flex gap-2" role="group" aria-label={m.listing.layout}>
          {toggleButton('grid', m.listing.gridView)}
          {toggleButton('list', m.listing.listView)}
        </div>
      </div>

      <form role="search" className="mt-5 flex gap-2" onSubmit={submitSearch}>
        <label htmlFor={searchId} className="sr-only">
          {m.search.label}
        </label>
        <input
          id={searchId}
          name="search"
          type="search"
          className="field-input"
          placeholder={m.search.placeholder}
          value={searchDraft}
          onFocus={loadSearchText}
          onChange={(e) => setSearchDraft(e.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          <Icon svg={icon.search} size={18} />
          <span className="sr-only sm:not-sr-only">{m.search.button}</span>
        </button>
      </form>

      <div className="mt-4 flex items-center justify-between gap-2">
        <FilterDrawerButton query={query} open={filtersOpen} onOpenChange={openFilters} />
        <label className="ml-auto flex items-center gap-2 text-sm text-slate-800">
          <span className="whitespace-nowrap">{m.listing.sortBy}</span>
          <select
            name="sort"
            className="field-input min-h-11 py-2"
            value={query.sort}
            onChange={(e) => go({ sort: e.target.value as SortKey })}
          >
            {SORTS.map(([value, key]) => (
              <option key={value} value={value}>
                {m.listing.sorts[key]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4 grid gap-6 lg:grid-cols-[260px_minmax(0,1fr)]">
        <aside aria-label={m.listing.productFilters}>
          <FilterDrawer open={filtersOpen} onOpenChange={openFilters} dirty={filtersDirty}>
            <FilterSidebar
              key={draftKey}
              categories={categories}
              query={query}
              rows={rows}
              countOf={countOf}
              onDirtyChange={setFiltersDirty}
              applyAtOnce={!filtersOpen}
              onApply={applyFilters}
            />
          </FilterDrawer>
        </aside>
        <div>
          {failed ? (
            <div role="alert" className="card p-8 text-center">
              <p className="font-semibold text-red-800">{m.listing.loadFailed}</p>
              <button
                type="button"
                className="btn btn-outline mt-4"
                onClick={() => {
                  loadIndex();
                  if (needsText) loadSearchText();
                }}
              >
                {m.listing.tryAgain}
              </button>
            </div>
          ) : !result ? (
            <p role="status" className="card p-8 text-center text-slate-700" data-listing-loading>
              {m.listing.loading}
            </p>
          ) : result.total === 0 ? (
            <div role="status" className="card p-8 text-center">
              <p className="text-xl font-semibold text-slate-900">{m.noProducts}</p>
              <p className="mt-2 text-slate-700">{m.noProductsHint}</p>
            </div>
          ) : (
            <>
              <ul className={layout === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-3'}>
                {result.items.map((p) => (
                  <li key={p.slug} className="flex flex-col [&>article]:flex-1">
                    <ListingCard
                      product={p}
                      categoryName={categoryName.get(cardCategory(p.categories, query.categories))}
                      stock={stockOf(live, p.slug, p.stock)}
                      layout={layout}
                      lang={lang}
                    />
                  </li>
                ))}
              </ul>
              <Pagination
                page={result.current_page}
                pages={result.pages}
                onPage={(page) => {
                  navigate({ ...query, page });
                  document.getElementById('main')?.scrollIntoView({ block: 'start' });
                }}
              />
              <CompareBarSlot />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default function ListingIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <Listing {...props} />
    </IslandBoundary>
  );
}
