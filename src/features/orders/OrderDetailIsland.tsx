// /orders/{id}: every field, items, tracking, 'Cancel Order'
// while processing. Served by the /orders/* rewrite, so the id comes from the address.
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { carrierOf, trackingUrl } from '#domain/orders/tracking';
import { cancelOrder, getOrder } from '../shared/orders/ordersApi';
import { setPageNotice } from '../shared/session/pageNotice';
import { Totals } from '../shared/ui/Totals';
import { Icon } from '../shared/ui/Icon';
import { OrderItems } from '../shared/orders/OrderItems';
import { OrderStatusBadge } from '../shared/orders/OrderStatusBadge';
import { customerMayCancel } from '#domain/orders/order';
import type { Order } from '#domain/orders/schemas';
import { withoutTrailingSlash } from '../../lib/path';
import { errorMessage } from '../../lib/api';
import { GuardedPage } from '../shared/session/GuardedPage';
import * as icon from '../../components/iconBodies';
import { LoadingState } from '../shared/ui/LoadStates';
import { balanceDue, orderCharges, paymentLines } from '#domain/orders/orderCharges';
import { OrderPaperwork } from './OrderPaperwork';
import { OrderProgress } from './OrderProgress';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';
import type { PaymentMethod } from '#domain/forms/checkout';

const orderIdFromPath = (): string => decodeURIComponent(withoutTrailingSlash(location.pathname).split('/').pop() ?? '');

const ordersLink = () => localePath('/orders', pathLang(location.pathname));

function leaveForOrders(failed: string) {
  setPageNotice(failed, 'error');
  location.replace(ordersLink());
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** A tracking number linked to its carrier's page (UPS, FedEx, USPS — the rule the e-mails use). */
function TrackingNumber({ number }: { number: string }) {
  const m = useMessages('shop').detail;
  const url = trackingUrl(number);
  if (!url) return <>{number}</>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline">
      {number}
      <span className="sr-only">{fill(m.trackWithNewTab, { carrier: carrierOf(number) ?? '' })}</span>
    </a>
  );
}

interface DetailProps {
  order: Order;
  onCancel: () => void;
  cancelling: boolean;
  pickupYard: string;
}

function OrderDetail({ order, onCancel, cancelling, pickupYard }: DetailProps) {
  const { detail: m, order: words, orders: list } = useMessages('shop');
  const lang = pathLang(location.pathname);
  const date = (d: string | null | undefined) => (d ? formatLongDate(d, lang) : '—');
  const shippingMethod = order.shipping_method || m.standardShipping;
  const place = [order.shipping_city, order.shipping_state, order.shipping_zip].filter(Boolean).join(', ');
  const pickup = order.fulfilment === 'pickup';
  return (
    <>
      <a href={ordersLink()} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline">
        <Icon svg={icon.arrowLeft} size={16} /> {m.backToOrders}
      </a>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="section-title text-slate-900">
            {m.order} <span className="font-mono">{order.reference}</span>
          </h1>
          <p className="mt-1 text-slate-700">{fill(list.placedOn, { date: date(order.created_at) })}</p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          {customerMayCancel(order) && (
            <button
              type="button"
              className="btn btn-outline border-red-700 text-red-700 hover:bg-red-50"
              onClick={onCancel}
              disabled={cancelling}
            >
              {cancelling ? m.cancelling : m.cancelOrder}
            </button>
          )}
        </div>
      </div>

      {order.status === 'shipped' && order.tracking_number && (
        <div role="status" className="mt-6 flex gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-900">
          <Icon svg={icon.truck} size={22} className="shrink-0" />
          {pickup ? (
            <p>{fill(m.readyForPickup, { yard: pickupYard })}</p>
          ) : (
            <p>
              {m.onItsWay}{' '}
              <strong className="break-all font-mono">
                <TrackingNumber number={order.tracking_number} />
              </strong>{' '}
              ({shippingMethod}).
            </p>
          )}
        </div>
      )}

      <OrderProgress order={order} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px]">
        <OrderItems items={order.items} />
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="order-summary" className="card p-6">
            <h2 id="order-summary" className="text-lg font-bold text-slate-900">
              {words.orderSummary}
            </h2>
            <Totals
              lines={orderCharges(order)
                .filter((c) => !c.total)
                .map((c) => [words.charges[c.key], c.amount])}
              total={order.total_amount}
              after={paymentLines(order).map((c) => [words.charges[c.key], c.amount])}
            />
          </section>
          <OrderPaperwork order={order} />
          <section aria-labelledby="order-shipping" className="card p-6">
            <h2 id="order-shipping" className="text-lg font-bold text-slate-900">
              {pickup ? m.pickupAndPayment : m.shippingAndPayment}
            </h2>
            <dl className="mt-4 space-y-3">
              {pickup ? (
                <Field label={words.fulfilments.pickup}>{pickupYard}</Field>
              ) : (
                <Field label={m.shippingAddress}>
                  {order.customer_name && <span className="block">{order.customer_name}</span>}
                  <span className="block">{order.shipping_address}</span>
                  <span className="block">{place}</span>
                  <span className="block">{order.shipping_country}</span>
                </Field>
              )}
              <Field label={m.phone}>{order.shipping_phone}</Field>
              {!pickup && <Field label={m.shippingMethod}>{shippingMethod}</Field>}
              <Field label={m.paymentMethod}>{words.paymentMethods[order.payment_method as PaymentMethod]}</Field>
              <Field label={m.trackingNumber}>{order.tracking_number ? <TrackingNumber number={order.tracking_number} /> : '—'}</Field>
              <Field label={m.paidOn}>
                {order.paid_at || !order.amount_paid ? date(order.paid_at) : fill(m.notInFull, { amount: formatPrice(balanceDue(order)) })}
              </Field>
              <Field label={m.shippedOn}>{date(order.shipped_at)}</Field>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}

function OrderDetailScreen({ pickupYard }: { pickupYard: string }) {
  const m = useMessages('shop').detail;
  const [order, setOrder] = useState<Order | null | undefined>(undefined);
  const [cancelling, setCancelling] = useState(false);

  useEffect(() => {
    const id = orderIdFromPath();
    if (!id || id === 'detail') return leaveForOrders(m.failed);
    getOrder(id).then(
      (o) => setOrder(o ?? null),
      () => leaveForOrders(m.failed),
    );
  }, [m]);

  const cancel = async () => {
    if (!order) return;
    setCancelling(true);
    try {
      await cancelOrder(order.id);
      setOrder({ ...order, status: 'cancelled' });
      toast.success(m.cancelled);
    } catch (error) {
      // A refusal says why (a payment or a confirmation came in meanwhile); the page then shows the order as it is now.
      const reason = errorMessage(error, '', [0, 408, 500]);
      toast.error(reason ? fill(m.cancelFailedBecause, { reason }) : m.cancelFailed);
      if (reason) void getOrder(order.id).then((o) => o && setOrder(o));
    } finally {
      setCancelling(false);
    }
  };

  if (order === undefined) return <LoadingState text={m.loading} />;
  if (order === null) {
    return (
      <div className="card p-10 text-center">
        <h1 className="text-xl font-bold text-slate-900">{m.notFound}</h1>
        <a href={ordersLink()} className="btn btn-primary mt-6">
          {m.backToOrders}
        </a>
      </div>
    );
  }
  return <OrderDetail order={order} onCancel={() => void cancel()} cancelling={cancelling} pickupYard={pickupYard} />;
}

export default function OrderDetailIsland({ pickupYard, messages }: { pickupYard: string; messages: IslandMessages }) {
  return (
    <GuardedPage messages={messages}>
      <OrderDetailScreen pickupYard={pickupYard} />
    </GuardedPage>
  );
}
