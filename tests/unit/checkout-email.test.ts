import { describe, expect, it } from 'vitest';
import { checkoutSubmission } from '../../src/features/checkout/checkoutEmail';
import { FORM, order } from './order.helpers';

const YARD = '6110 Rittiman Road, San Antonio, TX 78218 (Monday - Friday, 7 AM - 4 PM)';

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
    const s = checkoutSubmission(placed, FORM, YARD);
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

  it('a pickup names the yard’s address and hours, and no delivery address', () => {
    const placed = order({ fulfilment: 'pickup', shipping_cost: 0 });
    const s = checkoutSubmission(placed, { ...FORM, fulfilment: 'pickup' }, YARD);
    expect(s.message).toContain(`Pick up at our San Antonio yard: ${YARD}`);
    expect(s.message).toContain('Shipping: $0.00');
    expect(s.message).not.toContain('Shipping address');
  });
});
