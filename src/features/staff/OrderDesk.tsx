// The staff order desk: every order newest first, a status filter, a search by reference,
// customer or e-mail, each order's details on demand and its status changes.
import { lazy, Suspense, useId, useState } from 'react';
import { formatLongDate, formatPrice } from '../../domain/format';
import { Pagination } from '../catalogue/Pagination';
import { ORDER_STATUSES } from '../orders/orderFilter';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import type { Order, OrderStatus } from '../../domain/order';
import { StaffDeskLinks } from './StaffGate';
import { StaffOrderDetails } from './StaffOrderDetails';
import { ORDERS_LOAD_FAILED, PAYMENT_FILTERS, type Action, type PaymentFilter } from './staffOrders';
import type { BillingAction } from './BillingActionDialog';
import { useStaffOrders } from './useStaffOrders';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

// The status dialog (its form and the shipment rules) loads when a status change is started.
const StatusActionDialog = lazy(() => import('./StatusActionDialog').then((m) => ({ default: m.StatusActionDialog })));
// So do "Confirm order" and "Record payment".
const BillingActionDialog = lazy(() => import('./BillingActionDialog').then((m) => ({ default: m.BillingActionDialog })));

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function OrderRow({
  order,
  open,
  onToggle,
  onAction,
  onBilling,
}: {
  order: Order;
  open: boolean;
  onToggle: () => void;
  onAction: (a: Action) => void;
  onBilling: (a: BillingAction) => void;
}) {
  const detailsId = `order-${order.id}`;
  return (
    <li className="card overflow-hidden">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 sm:px-6">
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-mono font-semibold text-slate-900">{order.reference}</p>
          <p className="text-sm text-slate-700">
            {formatLongDate(order.created_at)} ·{' '}
            {plural(
              order.items.reduce((n, i) => n + i.quantity, 0),
              'item',
            )}
          </p>
        </div>
        <div className="min-w-0 flex-1 basis-56">
          <p className="font-medium text-slate-900">{order.customer_name || '—'}</p>
          <p className="break-all text-sm text-slate-700">{order.customer_email}</p>
          {(order.company || order.po_number) && (
            <p className="text-sm text-slate-700">
              {[order.company, order.po_number && `PO ${order.po_number}`].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        <p className="w-28 font-semibold text-slate-900">{formatPrice(order.total_amount)}</p>
        <div className="w-24">
          <OrderStatusBadge status={order.status} />
        </div>
        <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls={detailsId} onClick={onToggle}>
          {open ? 'Hide details' : 'View details'}
          <span className="sr-only"> of order {order.reference}</span>
        </button>
      </div>
      <div id={detailsId} hidden={!open}>
        {open && <StaffOrderDetails order={order} onAction={onAction} onBilling={onBilling} />}
      </div>
    </li>
  );
}

export function OrderDesk() {
  const desk = useStaffOrders();
  const uid = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ order: Order; action: Action } | null>(null);
  const [billing, setBilling] = useState<{ order: Order; action: BillingAction } | null>(null);
  const { state } = desk;

  return (
    <div className="space-y-6">
      <StaffDeskLinks current="orders" />
      <div>
        <h1 className="section-title">Order Desk</h1>
        <p className="mt-2 text-slate-700">
          Every order, newest first. Confirm each quote request with the customer, then mark it shipped, delivered or cancelled.
        </p>
      </div>

      <form role="search" className="card grid gap-4 p-4 sm:grid-cols-[1fr_12rem_12rem] sm:p-6" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${uid}-q`} className="field-label">
            Search by reference, customer or e-mail
          </label>
          <input
            id={`${uid}-q`}
            name="q"
            type="search"
            className="field-input"
            value={desk.search}
            onChange={(e) => desk.setSearch(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor={`${uid}-status`} className="field-label">
            Status
          </label>
          <select
            id={`${uid}-status`}
            name="status"
            className="field-input"
            value={desk.status}
            onChange={(e) => desk.setStatus(e.target.value as OrderStatus | '')}
          >
            <option value="">All statuses</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${uid}-payment`} className="field-label">
            Payment
          </label>
          <select
            id={`${uid}-payment`}
            name="payment"
            className="field-input"
            value={desk.payment}
            onChange={(e) => desk.setPayment(e.target.value as PaymentFilter)}
          >
            <option value="">Any payment</option>
            {PAYMENT_FILTERS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      </form>

      {state.kind === 'loading' && <LoadingState text="Loading orders..." />}
      {state.kind === 'error' && <LoadFailed message={ORDERS_LOAD_FAILED} onRetry={desk.retry} />}
      {state.kind === 'ready' && state.data.items.length === 0 && (
        <div className="card p-10 text-center">
          <h2 className="text-xl">{desk.filtered ? 'No orders match your filters' : 'No orders yet'}</h2>
          {desk.filtered && (
            <button type="button" className="btn btn-outline mt-4" onClick={desk.clearFilters}>
              Clear Filters
            </button>
          )}
        </div>
      )}
      {state.kind === 'ready' && state.data.items.length > 0 && (
        <>
          <p role="status" className="text-slate-700">
            {plural(state.data.total, 'order')}
          </p>
          <ul className="space-y-4" aria-label="Orders">
            {state.data.items.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                open={openId === order.id}
                onToggle={() => setOpenId(openId === order.id ? null : order.id)}
                onAction={(action) => setPending({ order, action })}
                onBilling={(action) => setBilling({ order, action })}
              />
            ))}
          </ul>
          <Pagination page={desk.page} pages={state.data.pages} onPage={desk.setPage} />
        </>
      )}

      {pending && (
        <Suspense fallback={null}>
          <StatusActionDialog
            order={pending.order}
            action={pending.action}
            onClose={() => setPending(null)}
            onDone={(order) => {
              desk.replaceOrder(order);
              setPending(null);
            }}
          />
        </Suspense>
      )}
      {billing && (
        <Suspense fallback={null}>
          <BillingActionDialog
            order={billing.order}
            action={billing.action}
            onClose={() => setBilling(null)}
            onDone={(order) => {
              desk.replaceOrder(order);
              setBilling(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
