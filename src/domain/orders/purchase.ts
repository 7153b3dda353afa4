// What a contractor adds to checkout (docs/orders-and-documents.md): company, PO number and job (each ≤ 50
// characters), shipping or pickup at the yard, and the tax-exempt label. Kept apart from the
// billing rules so that the checkout page loads only these few bytes.
import type { SiteFacts } from '#domain/content/schemas';

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
