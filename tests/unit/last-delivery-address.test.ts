import { describe, expect, it } from 'vitest';
import { lastDeliveryAddress } from '#domain/orders/lastDeliveryAddress';
import { order } from './order.helpers';

const shipped = (created_at: string, street: string) =>
  order({
    created_at,
    fulfilment: 'ship',
    shipping_address: street,
    shipping_city: 'Austin',
    shipping_state: 'TX',
    shipping_zip: '78701',
    shipping_country: 'US',
  });

describe('the last delivery address offered at checkout', () => {
  it('is the latest shipped order’s (the list is newest first); a later pickup does not replace it', () => {
    const orders = [
      order({ created_at: '2026-06-01T10:00:00Z', fulfilment: 'pickup', shipping_address: '' }),
      shipped('2026-05-01T10:00:00Z', '200 Congress Ave, Suite 5'),
      shipped('2026-04-01T10:00:00Z', '3 Middle Street'),
    ];
    expect(lastDeliveryAddress(orders)).toEqual({
      address1: '200 Congress Ave, Suite 5',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'US',
    });
  });

  it('is none for a first order or only pickups', () => {
    expect(lastDeliveryAddress([])).toBeNull();
    expect(lastDeliveryAddress([order({ fulfilment: 'pickup', shipping_address: '' })])).toBeNull();
  });
});
