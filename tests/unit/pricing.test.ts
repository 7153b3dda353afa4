import { describe, expect, it } from 'vitest';
import { orderTotals, shippingFor, subtotalOf, taxFor, taxLabel } from '#domain/orders/pricing';
import { balanceDue, paymentLines } from '#domain/orders/orderCharges';

describe('pricing', () => {
  it('charges a flat $10 shipping only when there is a subtotal', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(0.01)).toBe(10);
  });
  it('taxes 7 % of the subtotal, rounded to cents', () => {
    expect(taxFor(18990)).toBe(1329.3);
    expect(taxFor(0.1 + 0.2)).toBe(0.02);
  });
  it('totals the cart, checkout and the order alike: subtotal + shipping + tax', () => {
    const subtotal = subtotalOf([
      { unit_price: 18990, quantity: 2 },
      { unit_price: 9999, quantity: 1 },
    ]);
    expect(subtotal).toBe(47979);
    expect(orderTotals(subtotal)).toEqual({ subtotal: 47979, shipping_cost: 10, tax: 3358.53, total_amount: 51347.53 });
    expect(orderTotals(0).total_amount).toBe(0);
  });
  it('labels the tax line by the certificate on file, and an exempt or pickup order has no tax or shipping', () => {
    expect(taxLabel(false)).toBe('Tax (7%)');
    expect(taxLabel(true)).toBe('Tax exempt (certificate on file)');
    expect(orderTotals(4289, { taxExempt: true, pickup: true })).toEqual({ subtotal: 4289, shipping_cost: 0, tax: 0, total_amount: 4289 });
  });
});

describe('part payments', () => {
  it('show paid so far and the balance due once anything is paid', () => {
    expect(paymentLines({ total_amount: 7094, amount_paid: 0 })).toEqual([]);
    expect(paymentLines({ total_amount: 7094, amount_paid: 3000 })).toEqual([
      { key: 'paidSoFar', label: 'Paid so far', amount: 3000 },
      { key: 'balanceDue', label: 'Balance due', amount: 4094 },
    ]);
    expect(balanceDue({ total_amount: 0.3, amount_paid: 0.1 })).toBe(0.2);
  });
  it('never owe a negative balance', () => {
    expect(balanceDue({ total_amount: 100, amount_paid: 150 })).toBe(0);
  });
});
