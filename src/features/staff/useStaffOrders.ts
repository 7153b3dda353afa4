// The desk's order list: refetched when the status, search (debounced) or page changes;
// an order changed by an action replaces its old copy at once.
import { useCallback, useEffect, useState } from 'react';
import type { Order, OrderStatus } from '../../domain/order';
import { fetchOrders, type OrdersPage, type OrdersQuery } from './staffOrders';

export type ListState = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: OrdersPage };

const SEARCH_DELAY_MS = 300;

export function useStaffOrders() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<OrdersQuery>({ status: '', q: '', page: 1 });
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (search === query.q) return undefined;
    const timer = setTimeout(() => setQuery((q) => ({ ...q, q: search, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.q]);

  useEffect(() => {
    const controller = new AbortController();
    setState({ kind: 'loading' });
    fetchOrders(query, controller.signal).then(
      (data) => setState({ kind: 'ready', data }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'error' });
      },
    );
    return () => controller.abort();
  }, [query, attempt]);

  const replaceOrder = useCallback((order: Order) => {
    setState((s) => (s.kind === 'ready' ? { ...s, data: { ...s.data, items: s.data.items.map((o) => (o.id === order.id ? order : o)) } } : s));
  }, []);

  return {
    state,
    search,
    status: query.status,
    page: query.page,
    filtered: query.status !== '' || search.trim() !== '',
    setSearch,
    setStatus: (status: OrderStatus | '') => setQuery((q) => ({ ...q, status, page: 1 })),
    setPage: (page: number) => setQuery((q) => ({ ...q, page })),
    clearFilters: () => {
      setSearch('');
      setQuery({ status: '', q: '', page: 1 });
    },
    retry: () => setAttempt((n) => n + 1),
    replaceOrder,
  };
}
