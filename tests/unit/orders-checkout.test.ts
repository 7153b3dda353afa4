import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkoutSubmission } from '../../src/features/checkout/checkoutEmail';
import { createOrderPlacer } from '../../src/features/checkout/placeOrder';
import { filterOrders, thumbnails } from '../../src/features/orders/orderFilter';
import type { Order } from '../../src/domain/order';
import { installBrowser, json } from './journey-browser';

vi.mock('astro:env/client', () => ({ PUBLIC_API_URL: '/api' }));

const order = (over: Partial<Order>): Order =>
  ({
    id: 'a1b2c3d4-0000-4000-8000-000000000001', reference: 'ORD-AAAA1111', status: 'processing', created_at: '2026-03-01T10:00:00Z',
    total_amount: 10708.93, subtotal: 9999, shipping_cost: 10, tax: 699.93, items: [], ...over,
  }) as Order;

const FORM = {
  firstName: 'Jo', lastName: 'Rivera', email: 'jo@example.com', phone: '2105550100', address1: '1 Main St', address2: '',
  city: 'San Antonio', state: 'TX', postalCode: '78205', country: 'United States', paymentMethod: 'bank_transfer' as const,
};

describe('orders list rules (SPEC §2 "Orders")', () => {
  const older = order({ id: 'o1', reference: 'ORD-OLDER001', created_at: '2026-01-01T00:00:00Z', total_amount: 120.5, status: 'shipped' });
  const newer = order({ id: 'o2', reference: 'ORD-NEWER002', created_at: '2026-02-01T00:00:00Z', total_amount: 10708.93 });

  it('sorts newest first and filters by status', () => {
    expect(filterOrders([older, newer], '', '').map((o) => o.id)).toEqual(['o2', 'o1']);
    expect(filterOrders([older, newer], '', 'shipped').map((o) => o.id)).toEqual(['o1']);
  });

  it('searches by order reference or id, and by total however it is typed', () => {
    expect(filterOrders([older, newer], 'ord-older', '').map((o) => o.id)).toEqual(['o1']);
    for (const q of ['120.5', '120.50', '$120.50', '10,708.93', '10708.93']) {
      expect(filterOrders([older, newer], q, '').length, q).toBe(1);
    }
    expect(filterOrders([older, newer], 'nothing', '')).toEqual([]);
  });

  it('shows up to four thumbnails and counts the rest', () => {
    expect(thumbnails([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(thumbnails([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4], more: 2 });
  });
});

describe('checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('the e-mail carries the reference, items and totals', () => {
    const placed = order({ items: [{ id: 1, product_id: 3, product_slug: 's', product_name: 'Boring Machine', product_image: '', unit_price: 9999, quantity: 1, total_price: 9999 }] });
    const s = checkoutSubmission(placed, FORM);
    expect(s).toMatchObject({ formType: 'checkout', name: 'Jo Rivera', email: 'jo@example.com', totalAmount: 10708.93 });
    for (const text of ['ORD-AAAA1111', 'Boring Machine × 1', 'Subtotal: $9,999.00', 'Tax: $699.93', 'Total: $10,708.93', 'Bank Transfer']) {
      expect(s.message).toContain(text);
    }
  });

  it('the same form reuses its Idempotency-Key; an edited form gets a new one', async () => {
    const browser = installBrowser('/checkout');
    browser.fetch.mockImplementation(() => json(order({})));
    const place = createOrderPlacer();
    await place(FORM);
    await place(FORM);
    await place({ ...FORM, city: 'Austin' });
    const keys = browser.fetch.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});
