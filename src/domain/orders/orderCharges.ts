// The charge lines every view of an order prints in the same order (the order page, the
// desk, the e-mails, the confirmation and the invoice): subtotal, shipping, freight, tax, total.
import { TAX_EXEMPT_LABEL } from './purchase';
import type { Order } from './schemas';
import { fromCents, toCents } from './pricing';

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
    { label: o.tax_exempt ? TAX_EXEMPT_LABEL : 'Tax (7%)', amount: o.tax },
    { label: 'Total', amount: o.total_amount, total: true },
  ];
}

/** What is left to pay. */
export const balanceDue = (o: Pick<Order, 'total_amount' | 'amount_paid'>): number =>
  fromCents(toCents(o.total_amount) - toCents(o.amount_paid));
