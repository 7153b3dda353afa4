// The desk's order list and its view, kept in the address (status, payment, search, days, sort, page):
// refetched when the view changes (the search debounced); an order changed by an action
// replaces its old copy at once.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrderSortKey, SortDirection } from '../../domain/deskQuery';
import type { Order, OrderStatus } from '../../domain/order';
import { useAddressState } from '../shared/ui/useAddressState';
import { useLoad } from '../shared/useLoad';
import { fetchOrders, type PaymentFilter } from './staffOrders';

const SEARCH_DELAY_MS = 300;
const VIEW = { status: '', payment: '', q: '', from: '', to: '', sort: 'created_at', dir: 'desc', page: '1' };

export function useStaffOrders() {
  const [view, setView] = useAddressState(VIEW);
  const [search, setSearch] = useState(view.q);
  const query = useMemo(
    () => ({
      ...view,
      status: view.status as OrderStatus | '',
      payment: view.payment as PaymentFilter,
      sort: view.sort as OrderSortKey,
      dir: view.dir as SortDirection,
      page: Number(view.page) || 1,
    }),
    [view],
  );
  const { state, retry, update } = useLoad(useCallback((signal: AbortSignal) => fetchOrders(query, signal), [query]));

  useEffect(() => {
    if (search === view.q) return undefined;
    const timer = setTimeout(() => setView({ q: search, page: '1' }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, view.q, setView]);

  const replaceOrder = useCallback(
    (order: Order) => update((data) => ({ ...data, items: data.items.map((o) => (o.id === order.id ? order : o)) })),
    [update],
  );

  return {
    state,
    query,
    search,
    filtered: view.status !== '' || view.payment !== '' || search.trim() !== '' || view.from !== '' || view.to !== '',
    setSearch,
    /** Any change of filter or sort goes back to the first page. */
    setView: (change: Omit<Partial<typeof VIEW>, 'page'>) => setView({ ...change, page: '1' }),
    setPage: (page: number) => setView({ page: String(page) }),
    clearFilters: () => {
      setSearch('');
      setView({ status: '', payment: '', q: '', from: '', to: '', page: '1' });
    },
    retry,
    replaceOrder,
  };
}
