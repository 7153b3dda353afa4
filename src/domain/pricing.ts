// Order arithmetic shared by the checkout summary, the cart page and the server (SPEC §9).
export const FLAT_SHIPPING = 10;
export const TAX_RATE = 0.07;

/** Rounds to cents, avoiding binary float drift (0.1 + 0.2). */
export const roundCents = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

export const lineTotal = (unitPrice: number, quantity: number): number => roundCents(unitPrice * quantity);

export const subtotalOf = (lines: { unit_price: number; quantity: number }[]): number =>
  roundCents(lines.reduce((sum, l) => sum + l.unit_price * l.quantity, 0));

export const shippingFor = (subtotal: number): number => (subtotal > 0 ? FLAT_SHIPPING : 0);

export const taxFor = (subtotal: number): number => roundCents(subtotal * TAX_RATE);

export interface OrderTotals {
  subtotal: number;
  shipping_cost: number;
  tax: number;
  total_amount: number;
}

/** Checkout and order totals: subtotal + shipping + tax. */
export function orderTotals(subtotal: number): OrderTotals {
  const shipping_cost = shippingFor(subtotal);
  const tax = taxFor(subtotal);
  return { subtotal: roundCents(subtotal), shipping_cost, tax, total_amount: roundCents(subtotal + shipping_cost + tax) };
}

/** Cart page total: subtotal + shipping (the cart page shows no tax, SPEC §9). */
export const cartTotal = (subtotal: number): number => roundCents(subtotal + shippingFor(subtotal));
