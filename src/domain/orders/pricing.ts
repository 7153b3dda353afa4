// Order arithmetic shared by the checkout summary, the cart page and the server.
// Sums are made in whole cents: the server's totals, a staff confirmation's contract prices
// and freight, and payments never add floats.
import { TAX_EXEMPT_LABEL } from './purchase';

export const FLAT_SHIPPING = 10;
export const TAX_RATE = 0.07;
const TAX_PERCENT = 7;

export const toCents = (dollars: number): number => Math.round(dollars * 100);
export const fromCents = (cents: number): number => cents / 100;

export const lineTotal = (unitPrice: number, quantity: number): number => fromCents(toCents(unitPrice) * quantity);

export const subtotalOf = (lines: { unit_price: number; quantity: number }[]): number =>
  fromCents(lines.reduce((sum, l) => sum + toCents(l.unit_price) * l.quantity, 0));

/** A cart's subtotal (its lines priced from the catalogue), as the cart page and checkout both show it. */
export const cartSubtotal = (items: { product_price: number; quantity: number }[]): number =>
  subtotalOf(items.map((i) => ({ unit_price: i.product_price, quantity: i.quantity })));

export const shippingFor = (subtotal: number): number => (subtotal > 0 ? FLAT_SHIPPING : 0);

export const taxFor = (subtotal: number): number => fromCents(Math.round((toCents(subtotal) * TAX_PERCENT) / 100));

/** What changes an order's totals beyond its lines. */
export interface PricingOptions {
  /** An approved, unexpired tax-exemption or resale certificate is on file: no tax. */
  taxExempt?: boolean;
  /** Picked up at the yard: no shipping charge. */
  pickup?: boolean;
  /** A freight line staff add when confirming (reels, machines), in cents. */
  freightCents?: number;
}

export interface OrderTotals {
  subtotal: number;
  shipping_cost: number;
  tax: number;
  total_amount: number;
}

/** The one order total (in cents): subtotal + shipping (flat, unless picked up) + freight + tax (7 % of the subtotal, unless exempt). */
export function totalsInCents(lines: { unit_cents: number; quantity: number }[], o: PricingOptions = {}): OrderTotals {
  const subtotal = lines.reduce((sum, l) => sum + l.unit_cents * l.quantity, 0);
  const shipping_cost = (subtotal > 0 && !o.pickup ? toCents(FLAT_SHIPPING) : 0) + (o.freightCents ?? 0);
  const tax = o.taxExempt ? 0 : Math.round((subtotal * TAX_PERCENT) / 100);
  return { subtotal, shipping_cost, tax, total_amount: subtotal + shipping_cost + tax };
}

/** Checkout and order totals in dollars: subtotal + shipping + tax. */
export function orderTotals(subtotal: number, o: PricingOptions = {}): OrderTotals {
  const t = totalsInCents([{ unit_cents: toCents(subtotal), quantity: 1 }], o);
  return Object.fromEntries(Object.entries(t).map(([k, cents]) => [k, fromCents(cents)])) as unknown as OrderTotals;
}

/** The tax line's label on the cart, at checkout and on an order: exempt with a certificate on file, else 7 %. */
export const taxLabel = (taxExempt: boolean | undefined): string => (taxExempt ? TAX_EXEMPT_LABEL : 'Tax (7%)');
