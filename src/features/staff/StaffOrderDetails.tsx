// One order opened on the desk: customer contact, shipping address, payment preference,
// shipment, items and totals, and the status changes allowed from its current status.
import type { ReactNode } from 'react';
import { paymentMethodLabel } from '../../domain/forms/checkout';
import { formatLongDate, formatPrice } from '../../domain/format';
import { OrderItems } from '../orders/OrderItems';
import type { Order } from '../../domain/order';
import { ACTIONS, actionsFor, type Action } from './staffOrders';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="min-w-0">
      <h3 className="text-sm font-bold uppercase tracking-wide text-slate-700">{title}</h3>
      <div className="mt-2 space-y-1 text-slate-900">{children}</div>
    </section>
  );
}

const day = (d: string | null | undefined) => (d ? formatLongDate(d) : null);

export function StaffOrderDetails({ order, onAction }: { order: Order; onAction: (action: Action) => void }) {
  const place = [order.shipping_city, [order.shipping_state, order.shipping_zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const actions = actionsFor(order.status);
  const history = [
    ['Placed', day(order.created_at)],
    ['Shipped', day(order.shipped_at)],
    ['Delivered', day(order.delivered_at)],
    ['Cancelled', day(order.cancelled_at)],
  ].filter(([, d]) => d);
  return (
    <div className="space-y-6 border-t border-slate-200 p-4 sm:p-6">
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        <Section title="Customer">
          <p className="font-semibold">{order.customer_name || '—'}</p>
          {order.customer_email && (
            <p className="break-all">
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
        <Section title="Shipping address">
          <p>{order.shipping_address}</p>
          <p>{place}</p>
          <p>{order.shipping_country}</p>
        </Section>
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
      {/* Full card width on a phone: the item rows need the room. */}
      <div className="-mx-4 sm:mx-0">
        <OrderItems items={order.items} />
      </div>
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
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
