// /orders: the user's orders, newest first, search and status filter.
import { useId, useState } from 'react';
import { OrderCard } from './OrderCard';
import { filterOrders } from './orderFilter';
import { ORDER_STATUSES } from '../shared/orders/orderStatus';
import type { Order } from '#domain/orders/schemas';
import type { OrderStatus } from '#domain/orders/order';
import { ORDERS_FAILED, useOrders } from './useOrders';
import { GuardedPage } from '../shared/session/GuardedPage';
import type { IslandMessages } from '../shared/useMessages';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

function EmptyState({ title, text, action }: { title: string; text: string; action: React.ReactNode }) {
  return (
    <div className="card p-10 text-center">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{text}</p>
      <div className="mt-6">{action}</div>
    </div>
  );
}

function OrderList({ orders }: { orders: Order[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const searchId = useId();
  const statusId = useId();
  const shown = filterOrders(orders, search, status);

  if (!orders.length) {
    return (
      <EmptyState
        title="No orders yet"
        text="When you place an order, it will appear here."
        action={
          <a href="/products" className="btn btn-primary">
            Browse Products
          </a>
        }
      />
    );
  }
  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-[1fr_220px]">
        <div>
          <label htmlFor={searchId} className="field-label">
            Search orders
          </label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Order number or total"
          />
        </div>
        <div>
          <label htmlFor={statusId} className="field-label">
            Status
          </label>
          <select id={statusId} className="field-input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
            <option value="">All Statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="sr-only" role="status">{`${shown.length} ${shown.length === 1 ? 'order' : 'orders'} shown`}</p>
      {shown.length ? (
        <ul className="space-y-4">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title="No orders match your filters"
          text="Try a different order number or total, or another status."
          action={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setSearch('');
                setStatus('');
              }}
            >
              Clear Filters
            </button>
          }
        />
      )}
    </>
  );
}

function OrdersScreen() {
  const { state, reload } = useOrders();
  return (
    <>
      <h1 className="section-title mb-6 text-slate-900">My Orders</h1>
      {state.status === 'loading' && <LoadingState text="Loading your orders..." />}
      {state.status === 'failed' && <LoadFailed message={ORDERS_FAILED} onRetry={reload} />}
      {state.status === 'loaded' && <OrderList orders={state.orders} />}
    </>
  );
}

export default function OrdersIsland({ messages }: { messages: IslandMessages }) {
  return (
    <GuardedPage messages={messages}>
      <OrdersScreen />
    </GuardedPage>
  );
}
