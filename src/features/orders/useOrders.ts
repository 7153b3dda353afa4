import { useCallback, useEffect, useState } from 'react';
import { listOrders } from '../shared/orders/ordersApi';
import type { Order } from '#domain/orders/schemas';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; orders: Order[] };

/** The signed-in user's orders (GET /orders). */
export function useOrders() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    listOrders().then(
      (orders) => setState({ status: 'loaded', orders }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  useEffect(load, [load]);
  return { state, reload: load };
}
