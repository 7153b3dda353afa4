import { describe, expect, it } from 'vitest';
import { makeOrderReference, ORDER_REFERENCE_PATTERN } from '#domain/orders/orderReference';

describe('order reference', () => {
  it('is ORD- plus 8 uppercase alphanumerics', () => {
    for (let i = 0; i < 200; i++) expect(makeOrderReference()).toMatch(ORDER_REFERENCE_PATTERN);
  });
  it('skips biased random bytes', () => {
    const bytes = [255, 254, 253, 252, 0, 1, 2, 3, 4, 5, 6, 7, 35, 36, 71, 72];
    expect(makeOrderReference(() => Uint8Array.from(bytes))).toBe('ORD-ABCDEFGH');
  });
});
