import { describe, expect, it } from 'vitest';
import { emailDescription, orderRequestSubmission } from '../../src/features/orderRequest/orderRequestSubmission';

describe('order e-mail', () => {
  it('strips markup and cuts the description to 200 characters plus ...', () => {
    const long = `**Bold** <b>tag</b> ${'word '.repeat(80)}`;
    const d = emailDescription(long);
    expect(d).toHaveLength(203);
    expect(d.endsWith('...')).toBe(true);
    expect(d).not.toMatch(/[*<>]/);
    expect(emailDescription('Short')).toBe('Short');
  });
  it('carries quantity, unit (sale) price and total', () => {
    const s = orderRequestSubmission(
      { slug: 'x', name: 'Machine', description: 'Desc', price: 200, discount_price: 150 },
      { customerName: 'Ana', customerEmail: 'a@b.co', customerPhone: '2105550100', quantity: 3 },
    );
    expect(s).toMatchObject({ formType: 'order', name: 'Ana', productName: 'Machine', totalAmount: 450 });
    expect(s.message).toContain('Quantity: 3');
    expect(s.message).toContain('Unit price: $150.00');
    expect(s.message).toContain('Total: $450.00');
  });
});
