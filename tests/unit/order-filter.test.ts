import { describe, expect, it } from 'vitest';
import { filterOrders, thumbnails } from '../../src/features/orders/orderFilter';
import { order } from './order.helpers';

describe('orders list rules', () => {
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
