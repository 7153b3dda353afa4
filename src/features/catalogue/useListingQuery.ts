// The listing's state lives in the address (page, search, category, min_price, max_price,
// compliance, spec.*): read on load, pushed on every change, restored on back/forward.
import { useCallback, useEffect, useState } from 'react';
import { catalogueQueryString, emptyQuery, parseCatalogueQuery, type CatalogueQuery } from '#domain/catalogue/catalogueFilter';

export const UPDATE_MARK = 'catalogue:update';

export function useListingQuery() {
  const [query, setQuery] = useState<CatalogueQuery>(emptyQuery);

  useEffect(() => {
    // The same query keeps its object: the listing's first view is not rendered again for nothing.
    const read = () => {
      const next = parseCatalogueQuery(new URLSearchParams(location.search));
      setQuery((prev) => (catalogueQueryString(prev) === catalogueQueryString(next) ? prev : next));
    };
    const onPopState = () => {
      performance.mark(`${UPDATE_MARK}:start`);
      read();
    };
    // A bare address is the first view already: nothing to read (it costs the page going live).
    if (location.search) read();
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback((next: CatalogueQuery) => {
    performance.mark(`${UPDATE_MARK}:start`);
    const url = `${location.pathname}${catalogueQueryString(next)}`;
    if (url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
    setQuery(next);
  }, []);

  return { query, navigate };
}

export const isDefaultQuery = (q: CatalogueQuery) =>
  q.page === 1 &&
  !q.sort &&
  !q.search &&
  q.categories.length === 0 &&
  q.minPrice == null &&
  q.maxPrice == null &&
  q.compliance.length === 0 &&
  Object.keys(q.specs).length === 0;
