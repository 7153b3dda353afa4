import { describe, expect, it } from 'vitest';
import { cartTotal, orderTotals, shippingFor, subtotalOf, taxFor } from '#domain/orders/pricing';

describe('pricing', () => {
  it('charges a flat $10 shipping only when there is a subtotal', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(0.01)).toBe(10);
  });
  it('taxes 7 % of the subtotal, rounded to cents', () => {
    expect(taxFor(18990)).toBe(1329.3);
    expect(taxFor(0.1 + 0.2)).toBe(0.02);
  });
  it('totals checkout as subtotal + shipping + tax and the cart as subtotal + shipping', () => {
    const subtotal = subtotalOf([
      { unit_price: 18990, quantity: 2 },
      { unit_price: 9999, quantity: 1 },
    ]);
    expect(subtotal).toBe(47979);
    expect(orderTotals(subtotal)).toEqual({ subtotal: 47979, shipping_cost: 10, tax: 3358.53, total_amount: 51347.53 });
    expect(cartTotal(subtotal)).toBe(47989);
    expect(orderTotals(0).total_amount).toBe(0);
  });
});
