// The staff order desk: every order in a sortable table with status tabs and their counts ("To
// confirm" first: the quote requests staff still have to confirm), a search, a payment filter, a
// date range and paging, all kept in the address; Enter or "View" opens an order's details and its
// status changes beneath its row; j/k reach the rows from anywhere on the desk; "Export CSV" saves
// the rows shown.
import { lazy, Suspense, useState } from 'react';
import type { OrderSortKey, SortDirection } from '#domain/shared/deskQuery';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { awaitsConfirmation, orderStatuses, type DeskOrderView } from '#domain/orders/order';
import { PAYMENT_STATE_LABELS, paymentState } from '#domain/orders/billing';
import { ORDER_STATUSES } from '../../shared/orders/orderStatus';
import { OrderStatusBadge } from '../../shared/orders/OrderStatusBadge';
import {
  type Column,
  DataTable,
  DeskFilters,
  DeskFrame,
  deskIsland,
  DeskSelect,
  ExportCsvButton,
  LANGUAGE_LABELS,
  StatusTabs,
  useDesk,
} from '../kit';
import { LoadingState } from '../../shared/ui/LoadStates';
import type { BillingAction } from './BillingActionDialog';
import { fetchOrders, ORDERS_LOAD_FAILED, PAYMENT_FILTERS, type Action, type OrdersPage, type PaymentFilter } from './staffOrders';

// An order's details load when one is first opened, the status dialog (its form and the
// shipment rules) when a status change is started.
const StaffOrderDetails = lazy(() => import('./StaffOrderDetails').then((m) => ({ default: m.StaffOrderDetails })));
const StatusActionDialog = lazy(() => import('./StatusActionDialog').then((m) => ({ default: m.StatusActionDialog })));
// So do "Confirm order" and "Record payment".
const BillingActionDialog = lazy(() => import('./BillingActionDialog').then((m) => ({ default: m.BillingActionDialog })));
const ConfirmOrderDialog = lazy(() => import('./ConfirmOrderDialog').then((m) => ({ default: m.ConfirmOrderDialog })));

const VIEW = {
  status: '' as DeskOrderView | '',
  payment: '' as PaymentFilter,
  q: '',
  from: '',
  to: '',
  sort: 'created_at' as OrderSortKey,
  dir: 'desc' as SortDirection,
  page: '1',
};
const plural = (n: number, word: string) => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
const itemCount = (o: Order) => o.items.reduce((n, i) => n + i.quantity, 0);
const today = () => new Date().toISOString().slice(0, 10);

/** A processing order says whether staff have confirmed it yet. */
function Status({ order }: { order: Order }) {
  return (
    <>
      <OrderStatusBadge status={order.status} />
      {order.status === 'processing' && (
        <span className="mt-1 block text-sm text-slate-700">
          {awaitsConfirmation(order) ? 'To confirm' : `Confirmed ${formatLongDate(order.confirmed_at!)}`}
        </span>
      )}
    </>
  );
}

function columns(openId: string | null, toggle: (o: Order) => void): Column<Order>[] {
  return [
    {
      key: 'reference',
      label: 'Order',
      sort: 'reference',
      cell: (o) => <span className="font-mono font-semibold text-slate-900">{o.reference}</span>,
      csv: (o) => o.reference,
    },
    { key: 'created_at', label: 'Placed', sort: 'created_at', cell: (o) => formatLongDate(o.created_at), csv: (o) => o.created_at },
    {
      key: 'customer_name',
      label: 'Customer',
      sort: 'customer_name',
      cell: (o) => (
        <>
          <span className="block font-medium text-slate-900">{o.customer_name || '—'}</span>
          <span className="block wrap-anywhere text-slate-700">{o.customer_email}</span>
          {(o.company || o.po_number) && (
            <span className="block text-slate-700">{[o.company, o.po_number && `PO ${o.po_number}`].filter(Boolean).join(' · ')}</span>
          )}
        </>
      ),
      csv: (o) => o.customer_name,
    },
    { key: 'customer_email', label: 'E-mail', csv: (o) => o.customer_email },
    { key: 'lang', label: 'Language', csv: (o) => LANGUAGE_LABELS[o.lang] },
    { key: 'items', label: 'Items', cell: (o) => itemCount(o), csv: itemCount, className: 'text-right' },
    {
      key: 'total_amount',
      label: 'Total',
      sort: 'total_amount',
      cell: (o) => <span className="font-semibold">{formatPrice(o.total_amount)}</span>,
      csv: (o) => o.total_amount.toFixed(2),
      className: 'text-right',
    },
    { key: 'status', label: 'Status', sort: 'status', cell: (o) => <Status order={o} />, csv: (o) => o.status },
    { key: 'confirmed_at', label: 'Confirmed', csv: (o) => o.confirmed_at },
    { key: 'company', label: 'Company', csv: (o) => o.company },
    { key: 'po_number', label: 'PO number', csv: (o) => o.po_number },
    { key: 'job_reference', label: 'Job name / reference', csv: (o) => o.job_reference },
    { key: 'payment', label: 'Payment status', csv: (o) => PAYMENT_STATE_LABELS[paymentState(o, today())] },
    { key: 'tracking', label: 'Tracking number', csv: (o) => o.tracking_number },
    {
      key: 'open',
      label: 'Details',
      cell: (o) => (
        <button type="button" className="btn btn-outline min-h-9 px-3 py-1" aria-expanded={openId === o.id} onClick={() => toggle(o)}>
          {openId === o.id ? 'Hide' : 'View'}
          <span className="sr-only"> details of order {o.reference}</span>
        </button>
      ),
    },
  ];
}

/** "All", "To confirm" and one tab per status, each with its count under the other filters. */
const tabsOf = (data: OrdersPage | null) => [
  { value: '' as const, label: 'All', count: data ? orderStatuses.reduce((n, s) => n + data.counts[s], 0) : undefined },
  { value: 'to_confirm' as const, label: 'To confirm', count: data?.counts.to_confirm },
  ...ORDER_STATUSES.map((s) => ({ value: s.value, label: s.label, count: data?.counts[s.value] })),
];

function OrderDesk() {
  const desk = useDesk(VIEW, fetchOrders);
  const [openId, setOpenId] = useState<string | null>(null);
  const [pending, setPending] = useState<{ order: Order; action: Action } | null>(null);
  const [billing, setBilling] = useState<{ order: Order; action: BillingAction } | null>(null);
  const { state, query } = desk;
  const BillingDialog = billing?.action === 'confirm' ? ConfirmOrderDialog : BillingActionDialog;
  const data = state.kind === 'ready' ? state.data : null;
  const toggle = (o: Order) => setOpenId((id) => (id === o.id ? null : o.id));
  const cols = columns(openId, toggle);
  /** An order changed by an action replaces its old copy at once; the tabs' counts follow. */
  const replaceOrder = (order: Order) => {
    desk.update((page) => ({ ...page, items: page.items.map((o) => (o.id === order.id ? order : o)) }));
    desk.refresh();
  };

  return (
    <DeskFrame
      desk="orders"
      title="Order Desk"
      intro="Every order, newest first. Confirm each quote request with the customer, then mark it shipped, delivered or cancelled."
      state={state}
      loading="Loading orders..."
      failed={ORDERS_LOAD_FAILED}
      onRetry={desk.retry}
      paging={{ what: 'orders', ...desk.paging }}
      view={(page) => (
        <>
          <p role="status" className="text-slate-700">
            {plural(page.total, 'order')}
            {page.pages > 1 && ` · page ${query.page} of ${page.pages}`}
          </p>
          <DataTable
            caption="Orders"
            columns={cols}
            rows={page.items}
            rowKey={(o) => o.id}
            rowLabel={(o) => `Order ${o.reference}`}
            sort={{ key: query.sort, dir: query.dir }}
            onSort={({ key, dir }) => desk.change({ sort: key, dir })}
            onOpen={toggle}
            keysAnywhere
            detail={(o) =>
              o.id === openId && (
                <Suspense fallback={<LoadingState text="Loading details..." />}>
                  <StaffOrderDetails
                    order={o}
                    onAction={(action) => setPending({ order: o, action })}
                    onBilling={(action) => setBilling({ order: o, action })}
                  />
                </Suspense>
              )
            }
          />
        </>
      )}
      after={
        <>
          {pending && (
            <Suspense fallback={null}>
              <StatusActionDialog
                order={pending.order}
                action={pending.action}
                onClose={() => setPending(null)}
                onDone={(order) => {
                  replaceOrder(order);
                  setPending(null);
                }}
              />
            </Suspense>
          )}
          {billing && (
            <Suspense fallback={null}>
              <BillingDialog
                order={billing.order}
                onClose={() => setBilling(null)}
                onDone={(order) => {
                  replaceOrder(order);
                  setBilling(null);
                }}
              />
            </Suspense>
          )}
        </>
      }
    >
      <StatusTabs
        label="Orders by status"
        tabs={tabsOf(data)}
        value={query.status}
        onChange={(status: DeskOrderView | '') => desk.change({ status })}
      />
      <DeskFilters searchLabel="Search by reference, customer or e-mail" {...desk.filterBar}>
        <DeskSelect label="Payment" anyLabel="Any payment" options={PAYMENT_FILTERS} {...desk.select('payment')} />
        <ExportCsvButton file="orders" what="orders" columns={cols} rows={data?.items ?? []} />
      </DeskFilters>
    </DeskFrame>
  );
}

export default deskIsland(OrderDesk);
