// One order opened on the desk: customer contact, shipping address, payment preference,
// shipment, items and totals, and the status changes allowed from its current status.
import type { ReactNode } from 'react';
import { paymentMethodLabel } from '#domain/forms/checkout';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { OrderItems } from '../../shared/orders/OrderItems';
import { awaitsConfirmation, staffMayConfirm } from '#domain/orders/order';
import type { Order } from '#domain/orders/schemas';
import { ACTIONS, actionsFor, type Action } from './staffOrders';
import { PAYMENT_STATE_LABELS, paymentState, paymentTermsLabel } from '#domain/orders/billing';
import { fulfilments } from '#domain/orders/purchase';
import { paymentLines } from '#domain/orders/orderCharges';
import type { BillingAction } from './BillingActionDialog';
import { OrderDocuments } from './OrderDocuments';
import { LANGUAGE_LABELS } from '../kit/language';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h3>
      <div className="mt-2 space-y-1 text-slate-900">{children}</div>
    </section>
  );
}

const day = (d: string | null | undefined) => (d ? formatLongDate(d) : null);

interface Props {
  order: Order;
  onAction: (action: Action) => void;
  onBilling: (action: BillingAction) => void;
}

export function StaffOrderDetails({ order, onAction, onBilling }: Props) {
  const place = [order.shipping_city, [order.shipping_state, order.shipping_zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const actions = actionsFor(order.status);
  const history = [
    ['Placed', day(order.created_at)],
    ['Confirmed', day(order.confirmed_at)],
    ['Shipped', day(order.shipped_at)],
    ['Delivered', day(order.delivered_at)],
    ['Cancelled', day(order.cancelled_at)],
    ['Paid', day(order.paid_at)],
  ].filter(([, d]) => d);
  const billing: [BillingAction, string][] = [
    // A confirmed order is changed, not confirmed again, until a payment fixes its prices.
    ...(staffMayConfirm(order)
      ? [['confirm', awaitsConfirmation(order) ? 'Confirm order' : 'Change confirmation'] as [BillingAction, string]]
      : []),
    ...(order.status !== 'cancelled' && !order.paid_at ? [['payment', 'Record payment'] as [BillingAction, string]] : []),
  ];
  const purchase = [
    ['Company', order.company],
    ['PO number', order.po_number],
    ['Job name / reference', order.job_reference],
    ['Language', LANGUAGE_LABELS[order.lang]],
    ['Delivery', fulfilments.find((f) => f.value === order.fulfilment)?.label ?? ''],
    ['Tax', order.tax_exempt ? 'Exempt (certificate on file)' : '7 %'],
    ['Terms', paymentTermsLabel(order.payment_terms)],
    ['Expected ship date', order.expected_ship_date ?? ''],
    ['Invoice', order.invoice_number ? `${order.invoice_number}, due ${order.due_date}` : ''],
    ['Payment', PAYMENT_STATE_LABELS[paymentState(order, new Date().toISOString().slice(0, 10))]],
    ...paymentLines(order).map((c) => [c.label, formatPrice(c.amount)]),
  ].filter(([, v]) => v);
  return (
    <div className="space-y-6 border-t border-slate-200 p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Section title="Customer">
          <p className="font-semibold">{order.customer_name || '—'}</p>
          {order.customer_email && (
            <p className="wrap-anywhere">
              <a href={`mailto:${order.customer_email}`} className="underline">
                {order.customer_email}
              </a>
            </p>
          )}
          <p>
            <a href={`tel:${order.shipping_phone}`} className="underline">
              {order.shipping_phone}
            </a>
          </p>
        </Section>
        {order.fulfilment === 'pickup' ? (
          <Section title="Pickup">
            <p>{fulfilments[1].label}</p>
          </Section>
        ) : (
          <Section title="Shipping address">
            <p>{order.shipping_address}</p>
            <p>{place}</p>
            <p>{order.shipping_country}</p>
          </Section>
        )}
        <Section title="Payment preference">
          <p>{paymentMethodLabel(order.payment_method)}</p>
          <p className="text-sm text-slate-700">
            Total {formatPrice(order.total_amount)} (subtotal {formatPrice(order.subtotal)}, shipping {formatPrice(order.shipping_cost)},
            tax {formatPrice(order.tax)})
          </p>
        </Section>
        <Section title="Shipment">
          <p>{order.shipping_method || 'Not shipped yet'}</p>
          {order.tracking_number && (
            <p>
              Tracking number: <span className="font-mono font-semibold">{order.tracking_number}</span>
            </p>
          )}
          {history.map(([label, d]) => (
            <p key={label} className="text-sm text-slate-700">
              {label} {d}
            </p>
          ))}
        </Section>
      </div>
      <Section title="Purchase">
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-3">
          {purchase.map(([label, value]) => (
            <div key={label}>
              <dt className="inline text-sm text-slate-700">{label}: </dt>
              <dd className="inline">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      {/* Full card width on a phone: the item rows need the room. */}
      <div className="-mx-4 sm:mx-0">
        <OrderItems items={order.items} />
      </div>
      <OrderDocuments order={order} />
      {actions.length + billing.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {billing.map(([a, label]) => (
            <button key={a} type="button" className="btn btn-primary" onClick={() => onBilling(a)}>
              {label}
            </button>
          ))}
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn ${a === 'cancel' ? 'btn-outline border-red-700 text-red-700 hover:bg-red-50' : 'btn-primary'}`}
              onClick={() => onAction(a)}
            >
              {ACTIONS[a].button}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
