// The charge lines every view of an order prints in the same order (the order page, the
// desk, the e-mails, the confirmation and the invoice): subtotal, shipping, freight, tax, total.
import type { Order } from './schemas';
import { fromCents, taxLabel, toCents } from './pricing';

export interface Charge {
  label: string;
  amount: number;
  total?: boolean;
}

type Priced = Pick<Order, 'subtotal' | 'shipping_cost' | 'freight_cost' | 'tax' | 'total_amount' | 'tax_exempt' | 'fulfilment'>;

export function orderCharges(o: Priced): Charge[] {
  const flat = fromCents(toCents(o.shipping_cost) - toCents(o.freight_cost));
  return [
    { label: 'Subtotal', amount: o.subtotal },
    { label: o.fulfilment === 'pickup' ? 'Shipping (pickup)' : 'Shipping', amount: flat },
    ...(o.freight_cost > 0 ? [{ label: 'Freight', amount: o.freight_cost }] : []),
    { label: taxLabel(o.tax_exempt), amount: o.tax },
    { label: 'Total', amount: o.total_amount, total: true },
  ];
}

type Paid = Pick<Order, 'total_amount' | 'amount_paid'>;

/** What is left to pay; never below zero (a total lowered under what was paid owes nothing). */
export const balanceDue = (o: Paid): number => fromCents(Math.max(0, toCents(o.total_amount) - toCents(o.amount_paid)));

/** Once anything is paid, what every view of the order adds under its total: paid so far, then the balance due. */
export const paymentLines = (o: Paid): Charge[] =>
  o.amount_paid > 0
    ? [
        { label: 'Paid so far', amount: o.amount_paid },
        { label: 'Balance due', amount: balanceDue(o) },
      ]
    : [];
