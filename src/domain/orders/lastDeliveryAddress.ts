// The delivery address checkout offers a returning customer.
import type { Order } from './schemas';

type Delivered = Pick<Order, 'fulfilment' | 'shipping_address' | 'shipping_city' | 'shipping_state' | 'shipping_zip' | 'shipping_country'>;

/**
 * The address of the customer's latest shipped order (GET /orders answers newest first), as
 * checkout's fields, to offer again; the street and its second line were kept as one line, and
 * come back so. null when they never had one shipped.
 */
export function lastDeliveryAddress(newestFirst: Delivered[]) {
  const last = newestFirst.find((o) => o.fulfilment === 'ship' && o.shipping_address);
  return last
    ? {
        address1: last.shipping_address,
        city: last.shipping_city,
        state: last.shipping_state,
        postalCode: last.shipping_zip,
        country: last.shipping_country,
      }
    : null;
}
