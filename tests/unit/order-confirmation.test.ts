// The confirmation rules the order desk's dialog and the server share (issue 37).
import { describe, expect, test } from 'vitest';
import { isLargeChange, startingTerms, termsAllowed } from '#domain/orders/confirmation';

describe('confirmation terms', () => {
  test('net 30 only once approved', () => {
    expect(termsAllowed(false)).toEqual(['card_by_phone', 'wire_ach']);
    expect(termsAllowed(true)).toEqual(['card_by_phone', 'wire_ach', 'net_30']);
  });

  test('start from the confirmed terms, else the customer’s checkout choice, when allowed', () => {
    const all = termsAllowed(true);
    expect(startingTerms({ payment_terms: null, payment_method: 'bank_transfer' }, all)).toBe('wire_ach');
    expect(startingTerms({ payment_terms: null, payment_method: 'purchase_order' }, all)).toBe('net_30');
    expect(startingTerms({ payment_terms: null, payment_method: 'check' }, termsAllowed(false))).toBe('card_by_phone');
    expect(startingTerms({ payment_terms: 'card_by_phone', payment_method: 'purchase_order' }, all)).toBe('card_by_phone');
    // Terms withdrawn since: not offered again.
    expect(startingTerms({ payment_terms: 'net_30', payment_method: 'bank_transfer' }, termsAllowed(false))).toBe('wire_ach');
  });
});

test.each([
  [5050, 7575, false],
  [5050, 7576, true],
  [5050, 2525, false],
  [5050, 2524, true],
  [5050, 101000, true],
  [0, 0, false],
  [0, 1, true],
])('from %i to %i cents: more than 50 % is %s', (from, to, large) => {
  expect(isLargeChange(from, to)).toBe(large);
});
