// /orders: the user's orders, newest first, search and status filter.
import { useId, useState } from 'react';
import { OrderCard } from './OrderCard';
import { filterOrders } from './orderFilter';
import { ORDER_STATUSES } from '../shared/orders/orderStatus';
import type { Order } from '#domain/orders/schemas';
import type { OrderStatus } from '#domain/orders/order';
import { useOrders } from './useOrders';
import { GuardedPage } from '../shared/session/GuardedPage';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';

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
  const { orders: m, order, cart } = useMessages('shop');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const searchId = useId();
  const statusId = useId();
  const shown = filterOrders(orders, search, status);

  if (!orders.length) {
    return (
      <EmptyState
        title={m.noOrders}
        text={m.noOrdersText}
        action={
          <a href={localePath('/products', pathLang(location.pathname))} className="btn btn-primary">
            {cart.browseProducts}
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
            {m.search}
          </label>
          <input
            id={searchId}
            type="search"
            className="field-input"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={m.searchPlaceholder}
          />
        </div>
        <div>
          <label htmlFor={statusId} className="field-label">
            {m.status}
          </label>
          <select id={statusId} className="field-input" value={status} onChange={(e) => setStatus(e.target.value as OrderStatus | '')}>
            <option value="">{m.allStatuses}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {order.statuses[s.value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="sr-only" role="status">
        {fill(shown.length === 1 ? m.shownOne : m.shownMany, { n: shown.length })}
      </p>
      {shown.length ? (
        <ul className="space-y-4">
          {shown.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      ) : (
        <EmptyState
          title={m.noMatch}
          text={m.noMatchText}
          action={
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setSearch('');
                setStatus('');
              }}
            >
              {m.clearFilters}
            </button>
          }
        />
      )}
    </>
  );
}

function OrdersScreen() {
  const m = useMessages('shop').orders;
  const { state, reload } = useOrders();
  return (
    <>
      <h1 className="section-title mb-6 text-slate-900">{m.title}</h1>
      {state.status === 'loading' && <LoadingState text={m.loading} />}
      {state.status === 'failed' && <LoadFailed message={m.failed} onRetry={reload} />}
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
