// Staff confirmation rules shared by the desk's "Confirm order" dialog and the server: the terms
// a customer may be given, where the dialog starts, and which price changes are large enough
// to be asked about again.
import type { PaymentMethod } from '#domain/forms/checkout';
import { paymentTerms, type PaymentTerms } from './billing';

/** Net 30 only for a customer approved for terms. */
export const termsAllowed = (netTermsApproved: boolean): PaymentTerms[] =>
  paymentTerms.map((t) => t.value).filter((t) => t !== 'net_30' || netTermsApproved);

// What the customer chose at checkout, as terms: a purchase order or a check is paid against an invoice.
const TERMS_OF_CHOICE: Record<PaymentMethod, PaymentTerms> = {
  credit_card: 'card_by_phone',
  bank_transfer: 'wire_ach',
  purchase_order: 'net_30',
  check: 'net_30',
};

/** The terms already confirmed, else the customer's checkout choice, when allowed; else the first allowed. */
export function startingTerms(
  order: { payment_terms: PaymentTerms | null; payment_method: PaymentMethod },
  allowed: readonly PaymentTerms[],
): PaymentTerms {
  const wanted = [order.payment_terms, TERMS_OF_CHOICE[order.payment_method]];
  return wanted.find((t): t is PaymentTerms => !!t && allowed.includes(t)) ?? allowed[0];
}

/** A new unit price more than 50 % away from the line's current one (any change from $0), in cents. */
export const isLargeChange = (fromCents: number, toCents: number): boolean =>
  fromCents === 0 ? toCents !== 0 : Math.abs(toCents - fromCents) * 2 > fromCents;

/** How a large change reads, on the dialog and in the server's refusal. */
export const largeChangeMessage = (product: string, from: string, to: string) =>
  `${product}: the unit price changes by more than 50 % (${from} → ${to}). Check it and confirm again.`;
