import { describe, expect, it } from 'vitest';
import { checkoutSubmission } from '../../src/features/checkout/checkoutEmail';
import { FORM, order } from './order.helpers';

describe('checkout', () => {
  it('the e-mail carries the reference, items and totals', () => {
    const placed = order({
      items: [
        {
          id: 1,
          product_id: 3,
          product_slug: 's',
          product_name: 'Boring Machine',
          product_image: '',
          unit_price: 9999,
          requested_unit_price: null,
          quantity: 1,
          total_price: 9999,
        },
      ],
    });
    const s = checkoutSubmission(placed, FORM);
    expect(s).toMatchObject({ formType: 'checkout', name: 'Jo Rivera', email: 'jo@example.com', totalAmount: 10708.93 });
    for (const text of [
      'ORD-AAAA1111',
      'Boring Machine × 1',
      'Subtotal: $9,999.00',
      'Tax: $699.93',
      'Total: $10,708.93',
      'Bank Transfer',
    ]) {
      expect(s.message).toContain(text);
    }
  });
});
