// The leads desk's view kept in the address (tab, type, search, e-mail, days, sort, page) and
// the page of leads it shows, loaded again when the view changes (the search after a pause).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SortDirection } from '../../domain/deskQuery';
import type { LeadSortKey, LeadView } from '../../domain/leadDesk';
import type { LeadType } from '../../domain/leads';
import { useAddressState } from '../shared/ui/useAddressState';
import { useLoad } from '../shared/useLoad';
import { fetchLeads, type LeadsQuery } from './leadsApi';

const TYPING_PAUSE_MS = 300;
const LEADS_VIEW = { status: '', type: '', q: '', email: '', from: '', to: '', sort: 'received_at', dir: 'desc', page: '1' };
type View = typeof LEADS_VIEW;
const FILTERS = ['status', 'type', 'q', 'email', 'from', 'to'] as const;

export function useLeadsDesk() {
  const [view, setView] = useAddressState(LEADS_VIEW);
  const [search, setSearch] = useState(view.q);
  const query: LeadsQuery = useMemo(
    () => ({
      ...view,
      status: view.status as LeadView | '',
      type: view.type as LeadType | '',
      sort: view.sort as LeadSortKey,
      dir: view.dir as SortDirection,
      page: Math.max(1, Number(view.page) || 1),
    }),
    [view],
  );
  const { state, retry, refresh } = useLoad(useCallback((signal: AbortSignal) => fetchLeads(query, signal), [query]));

  useEffect(() => {
    if (search.trim() === view.q.trim()) return undefined;
    const pause = setTimeout(() => setView({ q: search, page: '1' }), TYPING_PAUSE_MS);
    return () => clearTimeout(pause);
  }, [search, view.q, setView]);

  return {
    state,
    query,
    search,
    setSearch,
    filtered: FILTERS.some((k) => view[k] !== '') || search.trim() !== '',
    /** A new filter or sort starts again at page 1. */
    change: (next: Omit<Partial<View>, 'page'>) => setView({ ...next, page: '1' }),
    setPage: (page: number) => setView({ page: String(page) }),
    clearFilters: () => {
      setSearch('');
      setView({ ...Object.fromEntries(FILTERS.map((k) => [k, ''])), page: '1' });
    },
    retry,
    refresh,
  };
}
