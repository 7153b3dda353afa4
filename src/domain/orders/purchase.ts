// What a contractor adds to checkout (docs/orders-and-documents.md): company, PO number and job (each ≤ 50
// characters), shipping or pickup at the yard, and the tax-exempt label. Kept apart from the
// billing rules so that the checkout page loads only these few bytes.
import type { SiteFacts } from '#domain/content/schemas';
import type { Order } from './schemas';

export const FIELD_MAX = 50;

export const fulfilments = [
  { value: 'ship', label: 'Ship to this address' },
  { value: 'pickup', label: 'Pick up at our San Antonio yard' },
] as const;
export type Fulfilment = (typeof fulfilments)[number]['value'];

/** The yard's address and hours, shown for orders picked up there ('' when the site facts name none). */
export const pickupYardOf = (site: Pick<SiteFacts, 'pickup_yard'>): string => {
  const y = site.pickup_yard;
  return y ? `${y.street}, ${y.city}, ${y.state} ${y.zip} (${y.hours})` : '';
};

export const TAX_EXEMPT_LABEL = 'Tax exempt (certificate on file)';

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
