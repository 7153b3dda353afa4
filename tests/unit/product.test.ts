import { describe, expect, it } from 'vitest';
import { effectivePrice, isInStock, isOnSale } from '#domain/catalogue/product';

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
