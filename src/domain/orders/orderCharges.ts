// The charge lines every view of an order prints in the same order (the order page, the
// desk, the e-mails, the confirmation and the invoice): subtotal, shipping, freight, tax, total.
import type { Order } from './schemas';
import { fromCents, taxLabel, toCents } from './pricing';

/** Which line it is: its label in another language is the catalogue's `shop.order.charges[key]`. */
export type ChargeKey = 'subtotal' | 'shipping' | 'shippingPickup' | 'freight' | 'tax' | 'taxExempt' | 'total' | 'paidSoFar' | 'balanceDue';

export interface Charge {
  key: ChargeKey;
  label: string;
  amount: number;
  total?: boolean;
}

type Priced = Pick<Order, 'subtotal' | 'shipping_cost' | 'freight_cost' | 'tax' | 'total_amount' | 'tax_exempt' | 'fulfilment'>;

export function orderCharges(o: Priced): Charge[] {
  const flat = fromCents(toCents(o.shipping_cost) - toCents(o.freight_cost));
  return [
    { key: 'subtotal', label: 'Subtotal', amount: o.subtotal },
    o.fulfilment === 'pickup'
      ? { key: 'shippingPickup', label: 'Shipping (pickup)', amount: flat }
      : { key: 'shipping', label: 'Shipping', amount: flat },
    ...(o.freight_cost > 0 ? [{ key: 'freight' as const, label: 'Freight', amount: o.freight_cost }] : []),
    { key: o.tax_exempt ? 'taxExempt' : 'tax', label: taxLabel(o.tax_exempt), amount: o.tax },
    { key: 'total', label: 'Total', amount: o.total_amount, total: true },
  ];
}

type Paid = Pick<Order, 'total_amount' | 'amount_paid'>;

/** What is left to pay; never below zero (a total lowered under what was paid owes nothing). */
export const balanceDue = (o: Paid): number => fromCents(Math.max(0, toCents(o.total_amount) - toCents(o.amount_paid)));

/** Once anything is paid, what every view of the order adds under its total: paid so far, then the balance due. */
export const paymentLines = (o: Paid): Charge[] =>
  o.amount_paid > 0
    ? [
        { key: 'paidSoFar', label: 'Paid so far', amount: o.amount_paid },
        { key: 'balanceDue', label: 'Balance due', amount: balanceDue(o) },
      ]
    : [];
