// Which carrier a tracking number belongs to, and the carrier's public tracking page for it.
export type Carrier = 'UPS' | 'FedEx' | 'USPS';

const PATTERNS: [Carrier, RegExp][] = [
  ['UPS', /^1Z[0-9A-Z]{16}$/],
  // USPS: Intelligent Mail package barcodes (20–22 digits from 92–95) and international 'EA123456789US'.
  ['USPS', /^(?:9[2-5]\d{18,20}|[A-Z]{2}\d{9}US)$/],
  // FedEx Express and Ground: 12 or 15 digits.
  ['FedEx', /^(?:\d{12}|\d{15})$/],
];

const PAGES: Record<Carrier, (n: string) => string> = {
  UPS: (n) => `https://www.ups.com/track?tracknum=${n}`,
  FedEx: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}`,
  USPS: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`,
};

/** The number without the spaces and dashes people copy from labels, upper-case. */
export const normalizeTracking = (raw: string): string => raw.replace(/[\s-]+/g, '').toUpperCase();

export function carrierOf(trackingNumber: string): Carrier | null {
  const n = normalizeTracking(trackingNumber);
  return PATTERNS.find(([, re]) => re.test(n))?.[0] ?? null;
}

/** The carrier's tracking page, or null for a number no known carrier issues (freight PRO numbers, pickups). */
export function trackingUrl(trackingNumber: string): string | null {
  const carrier = carrierOf(trackingNumber);
  return carrier ? PAGES[carrier](encodeURIComponent(normalizeTracking(trackingNumber))) : null;
}
