// The desk's order list: refetched when the status, search (debounced) or page changes;
// an order changed by an action replaces its old copy at once.
import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderStatus } from '../../domain/order';
import { useLoad } from '../shared/useLoad';
import { fetchOrders, type OrdersQuery, type PaymentFilter } from './staffOrders';

const SEARCH_DELAY_MS = 300;

export function useStaffOrders() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<OrdersQuery>({ status: '', payment: '', q: '', page: 1 });
  const { state, retry, update } = useLoad(useCallback((signal: AbortSignal) => fetchOrders(query, signal), [query]));

  useEffect(() => {
    if (search === query.q) return undefined;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, q: search, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.q]);

  const replaceOrder = useCallback(
    (order: Order) => update((data) => ({ ...data, items: data.items.map((o) => (o.id === order.id ? order : o)) })),
    [update],
  );

  return {
    state,
    search,
    status: query.status,
    payment: query.payment,
    page: query.page,
    filtered: query.status !== '' || query.payment !== '' || search.trim() !== '',
    setSearch,
    setStatus: (status: OrderStatus | '') => setQuery((q) => ({ ...q, status, page: 1 })),
    setPayment: (payment: PaymentFilter) => setQuery((q) => ({ ...q, payment, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    clearFilters: () => {
      setSearch('');
      setQuery({ status: '', payment: '', q: '', page: 1 });
    },
    retry,
    replaceOrder,
  };
}
