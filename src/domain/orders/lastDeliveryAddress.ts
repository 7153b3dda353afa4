// The delivery address checkout offers a returning customer.
import type { Order } from './schemas';

type Delivered = Pick<
  Order,
  'created_at' | 'fulfilment' | 'shipping_address' | 'shipping_city' | 'shipping_state' | 'shipping_zip' | 'shipping_country'
>;

/**
 * The address the customer's latest shipped order went to, as checkout's fields, to offer again
 * (the street and its second line were kept as one line, and come back so). null when they never had one shipped.
 */
export function lastDeliveryAddress(orders: Delivered[]) {
  const last = orders
    .filter((o) => o.fulfilment === 'ship' && o.shipping_address)
    .reduce<Delivered | null>((latest, o) => (latest && latest.created_at >= o.created_at ? latest : o), null);
  if (!last) return null;
  return {
    address1: last.shipping_address,
    address2: '',
    city: last.shipping_city,
    state: last.shipping_state,
    postalCode: last.shipping_zip,
    country: last.shipping_country,
  };
}
