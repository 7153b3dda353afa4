// The audit desk's view, kept in the address (action, search, days, order, page), and the page
// of events it shows; any change of filter or order goes back to the first page.
import { useCallback, useMemo } from 'react';
import type { SortDirection } from '../../domain/deskQuery';
import { useAddressState } from '../shared/ui/useAddressState';
import { useDebouncedSearch } from '../shared/ui/useDebouncedSearch';
import { useLoad } from '../shared/useLoad';
import { fetchAudit } from './auditApi';

const VIEW = { action: '', q: '', from: '', to: '', dir: 'desc', page: '1' };
type Filters = Omit<Partial<typeof VIEW>, 'page'>;

export function useAuditLog() {
  const [view, setView] = useAddressState(VIEW);
  const query = useMemo(() => ({ ...view, dir: view.dir as SortDirection, page: Number(view.page) || 1 }), [view]);
  const { state, retry } = useLoad(useCallback((signal: AbortSignal) => fetchAudit(query, signal), [query]));
  const filter = useCallback((change: Filters) => setView({ ...change, page: '1' }), [setView]);
  const [search, setSearch] = useDebouncedSearch(
    view.q,
    useCallback((q: string) => filter({ q }), [filter]),
  );
  return {
    state,
    query,
    search,
    setSearch,
    filtered: view.action !== '' || view.q !== '' || view.from !== '' || view.to !== '',
    filter,
    setPage: (page: number) => setView({ page: String(page) }),
    clearFilters: () => {
      setSearch('');
      filter({ action: '', q: '', from: '', to: '' });
    },
    retry,
  };
}
