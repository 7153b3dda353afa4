// Product showcase (/products): search box, category buttons with counts, products grouped
// by category (the first few of each, with "See all"). ?category={slug} (the detail page's
// breadcrumb links) preselects a category.
import { useEffect, useRef, useState } from 'react';
import { fill } from '#domain/i18n/fill';
import type { Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { SearchBox } from '../shared/ui/SearchBox';
import { CompareBarSlot } from '../shared/compare/CompareBarSlot';
import { ProductCard } from './ProductCard';
import { categoryCount, showcaseSections } from './showcaseFilter';
import { stockOf } from '../shared/catalogue/liveStock';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import type { CategoryRef, ProductCardData } from './types';

interface Props {
  products: ProductCardData[];
  categories: CategoryRef[];
  lang: Lang;
}

function Showcase({ products, categories, lang }: Props) {
  const m = useMessages('catalogue');
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const live = useLiveStockMap();
  const searchCard = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const slug = new URLSearchParams(location.search).get('category');
    if (slug && categories.some((c) => c.slug === slug)) setSelected(slug);
  }, [categories]);

  const choose = (slug: string | null) => {
    setSelected(slug);
    const url = new URL(location.href);
    if (slug) url.searchParams.set('category', slug);
    else url.searchParams.delete('category');
    history.replaceState(history.state, '', url);
  };

  const seeAll = (slug: string) => {
    choose(slug);
    searchCard.current?.scrollIntoView({ block: 'start' });
  };

  const sections = showcaseSections(products, categories, selected, search);
  const empty = sections.every((s) => s.products.length === 0);
  const chip = (active: boolean) =>
    `inline-flex min-h-9 shrink-0 items-center whitespace-nowrap rounded-full px-3 text-sm font-semibold sm:min-h-11 sm:px-4 ${active ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`;

  return (
    <div>
      <div ref={searchCard} className="card scroll-mt-20 p-3 sm:p-5">
        <SearchBox label={m.search.label} placeholder={m.search.placeholder} value={search} onChange={setSearch} />
        <div
          className="-mx-3 mt-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:-mx-5 sm:mt-4 sm:px-5"
          role="group"
          aria-label={m.showcase.categories}
        >
          <button type="button" className={chip(selected === null)} aria-pressed={selected === null} onClick={() => choose(null)}>
            {fill(m.showcase.allProducts, { n: products.length })}
          </button>
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              className={chip(selected === c.slug)}
              aria-pressed={selected === c.slug}
              onClick={() => choose(c.slug)}
            >
              {fill(m.showcase.categoryCount, { name: c.name, n: categoryCount(products, c.id) })}
            </button>
          ))}
        </div>
      </div>

      {empty ? (
        <div className="py-16 text-center" role="status">
          <p className="text-xl font-semibold text-slate-900">{m.noProducts}</p>
          <p className="mt-2 text-slate-700">{m.noProductsHint}</p>
        </div>
      ) : (
        sections.map(({ category, products: list, total }) => (
          <section key={category.id} className="mt-6 sm:mt-8" aria-labelledby={`cat-${category.slug}`}>
            <h2 id={`cat-${category.slug}`} className="section-title">
              {category.name} <span className="text-lg font-semibold text-slate-600">({total})</span>
            </h2>
            <div className="mt-4 grid gap-4 sm:mt-6 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {list.map((p) => (
                <ProductCard key={p.slug} product={p} stock={stockOf(live, p.slug, p.stock)} lang={lang} />
              ))}
            </div>
            {total > list.length && (
              <p className="mt-4 text-center">
                <button type="button" className="btn btn-outline" onClick={() => seeAll(category.slug)}>
                  {fill(m.showcase.seeAllInCategory, { n: total, name: category.name })}
                </button>
              </p>
            )}
          </section>
        ))
      )}
      <CompareBarSlot />
    </div>
  );
}

export default function ShowcaseIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <Showcase {...props} />
    </IslandBoundary>
  );
}
