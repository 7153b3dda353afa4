import { describe, expect, it } from 'vitest';
import { cartTotal, orderTotals, shippingFor, subtotalOf, taxFor } from '../../src/domain/pricing';
import { effectivePrice, isInStock, isOnSale } from '../../src/domain/product';
import { formatCount, formatLongDate, formatPrice, stripMarkup, truncate } from '../../src/domain/format';
import { makeOrderReference, ORDER_REFERENCE_PATTERN } from '../../src/domain/orderReference';

describe('pricing (SPEC §9)', () => {
  it('charges a flat $10 shipping only when there is a subtotal', () => {
    expect(shippingFor(0)).toBe(0);
    expect(shippingFor(0.01)).toBe(10);
  });
  it('taxes 7 % of the subtotal, rounded to cents', () => {
    expect(taxFor(18990)).toBe(1329.3);
    expect(taxFor(0.1 + 0.2)).toBe(0.02);
  });
  it('totals checkout as subtotal + shipping + tax and the cart as subtotal + shipping', () => {
    const subtotal = subtotalOf([{ unit_price: 18990, quantity: 2 }, { unit_price: 9999, quantity: 1 }]);
    expect(subtotal).toBe(47979);
    expect(orderTotals(subtotal)).toEqual({ subtotal: 47979, shipping_cost: 10, tax: 3358.53, total_amount: 51347.53 });
    expect(cartTotal(subtotal)).toBe(47989);
    expect(orderTotals(0).total_amount).toBe(0);
  });
});

describe('stock and sale rules', () => {
  it('is in stock above zero only', () => {
    expect(isInStock(0)).toBe(false);
    expect(isInStock(1)).toBe(true);
  });
  it('is on sale when the discount is set and below the price, and then charges it', () => {
    expect(isOnSale({ price: 23990, discount_price: 18990 })).toBe(true);
    expect(isOnSale({ price: 100, discount_price: 100 })).toBe(false);
    expect(isOnSale({ price: 100, discount_price: null })).toBe(false);
    expect(effectivePrice({ price: 23990, discount_price: 18990 })).toBe(18990);
    expect(effectivePrice({ price: 100, discount_price: 120 })).toBe(100);
  });
});

describe('formatting', () => {
  it('shows dollars with two decimals and counts with separators', () => {
    expect(formatPrice(18990)).toBe('$18,990.00');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('shows long US dates without shifting a date-only value', () => {
    expect(formatLongDate('2027-03-01')).toBe('March 1, 2027');
  });
  it('strips markup and truncates with an ellipsis', () => {
    expect(stripMarkup('<p>Cable <b>range</b></p>\n## Specs\n**2.5** to *16* mm')).toBe('Cable range Specs 2.5 to 16 mm');
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});

describe('order reference', () => {
  it('is ORD- plus 8 uppercase alphanumerics', () => {
    for (let i = 0; i < 200; i++) expect(makeOrderReference()).toMatch(ORDER_REFERENCE_PATTERN);
  });
  it('skips biased random bytes', () => {
    const bytes = [255, 254, 253, 252, 0, 1, 2, 3, 4, 5, 6, 7, 35, 36, 71, 72];
    expect(makeOrderReference(() => Uint8Array.from(bytes))).toBe('ORD-ABCDEFGH');
  });
});
