import { describe, expect, test } from 'vitest';
import { carrierOf, trackingUrl } from '#domain/orders/tracking';

describe('tracking', () => {
  test.each([
    ['1Z999AA10123456784', 'UPS'],
    ['1z 999 aa1 01 2345 6784', 'UPS'],
    ['9400 1000 0000 0000 0000 00', 'USPS'],
    ['92055901755477000000000015', null], // 26 digits: no carrier
    ['EA123456789US', 'USPS'],
    ['123456789012', 'FedEx'],
    ['123456789012345', 'FedEx'],
    ['PRO-4471902', null],
    ['', null],
  ])('%j → %s', (number, carrier) => {
    expect(carrierOf(number)).toBe(carrier);
  });

  test('links to the carrier page with the number as printed on the label, cleaned', () => {
    expect(trackingUrl('1Z999AA10123456784')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    expect(trackingUrl('1234 5678 9012')).toBe('https://www.fedex.com/fedextrack/?trknbr=123456789012');
    expect(trackingUrl('9400-1000-0000-0000-0000-00')).toBe('https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000');
    expect(trackingUrl('LOCAL PICKUP')).toBeNull();
  });
});
