// A desk's view kept in the address and the data it shows. The view's keys are typed by its
// defaults and read from the query string on load; a value equal to its default is left out
// of the address. What is typed in the search box shows at once and reaches the view once
// typing pauses; any change of filter or sort (the search too) goes back to page 1. The data
// loads again for each view, or once when the desk filters it in memory (`perView` false).
import { useCallback, useMemo, useState } from 'react';
import type { DateRangeValue } from '../../shared/ui/DeskFilters';
import { useAddressState, type AddressState } from '../../shared/ui/useAddressState';
import { useDebouncedSearch } from '../../shared/ui/useDebouncedSearch';
import { useLoad } from '../../shared/useLoad';

type DeskQuery<V> = Omit<V, 'page'> & { page: number };
/** Any key but the page, written as a plain string (a sort key from a table header, a select's value). */
type Change<V> = Partial<Record<Exclude<keyof V, 'page'>, string>>;

/** Where a paged desk is: its page, whether filters hide rows, and the ways to change both. */
export interface Paging {
  page: number;
  onPage: (page: number) => void;
  filtered: boolean;
  onClear: () => void;
}

/** The keys that order or page a view; all others filter it. */
const NOT_FILTERS = ['sort', 'dir', 'page'];

export function useDesk<V extends AddressState & { q: string }, T>(
  defaults: V,
  load: (query: DeskQuery<V>, signal: AbortSignal) => Promise<T>,
  perView = true,
) {
  const [view, setView] = useAddressState(defaults);
  const query = useMemo(() => ({ ...view, page: Math.max(1, Number(view.page) || 1) }), [view]);
  const [first] = useState(query);
  const basis = perView ? query : first;
  const { state, retry, refresh, update } = useLoad(useCallback((signal: AbortSignal) => load(basis, signal), [load, basis]));

  const change = useCallback((next: Change<V>) => setView('page' in defaults ? { ...next, page: '1' } : next), [defaults, setView]);
  const [search, setSearch] = useDebouncedSearch(
    view.q,
    useCallback((q: string) => change({ q } as Change<V>), [change]),
  );
  const filters = Object.keys(defaults).filter((k) => !NOT_FILTERS.includes(k));
  /** A view with a day range (from, to) shows it in the filter bar. */
  const dated = 'from' in defaults;

  return {
    state,
    query,
    search,
    change,
    /** A DeskSelect bound to one key of the view, named after it. */
    select: <K extends Exclude<keyof V & string, 'page'>>(key: K) => ({
      name: key,
      value: view[key],
      onChange: (value: string) => change({ [key]: value } as Change<V>),
    }),
    /** The filter bar's search box and day range, for DeskFilters. */
    filterBar: {
      search,
      onSearch: setSearch,
      range: dated ? { from: view.from, to: view.to } : undefined,
      onRange: dated ? (range: DateRangeValue) => change(range as Change<V>) : undefined,
    },
    paging: {
      page: query.page,
      onPage: (page: number) => setView({ page: String(page) }),
      filtered: filters.some((k) => view[k] !== defaults[k]) || search.trim() !== '',
      onClear: () => {
        setSearch('');
        change(Object.fromEntries(filters.map((k) => [k, defaults[k]])) as Change<V>);
      },
    } satisfies Paging,
    retry,
    refresh,
    update,
  };
}
