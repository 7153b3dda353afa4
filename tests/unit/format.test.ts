import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatPrice, truncate } from '#domain/shared/format';
import { stripMarkup } from '#domain/shared/markup';

describe('formatting', () => {
  it('shows dollars with two decimals and counts with separators', () => {
    expect(formatPrice(18990)).toBe('$18,990.00');
    expect(formatCount(1234567)).toBe('1,234,567');
  });
  it('writes prices and counts exactly as en-US Intl does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const n of [0, 0.5, 1, 9.99, 10.005, 999.995, 1000, 18990, 56980, 60967.9, 1234567.891, -5.5, -1234.5, 0.1 + 0.2]) {
      expect(formatPrice(n)).toBe(usd.format(n));
    }
    for (const n of [0, 7, 999, 1000, 1888, 10003, 1234567, -4321]) expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });
  it('shows long US dates without shifting a date-only value', () => {
    expect(formatLongDate('2027-03-01')).toBe('March 1, 2027');
  });
  it('writes long dates exactly as en-US Intl does, in UTC', () => {
    const intl = (d: Date | string) =>
      new Date(d).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const values: (Date | string)[] = [
      '2027-01-01',
      '2026-12-31',
      '2028-02-29',
      '2026-11-24T23:59:59.999Z',
      '2026-11-25T00:00:00+05:00',
      'not a date',
    ];
    for (let day = 0; day < 800; day += 13) values.push(new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + day * 3_600_000));
    for (const value of values) expect(formatLongDate(value)).toBe(intl(value));
  });
  it('strips markup and truncates with an ellipsis', () => {
    expect(stripMarkup('<p>Cable <b>range</b></p>\n## Specs\n**2.5** to *16* mm')).toBe('Cable range Specs 2.5 to 16 mm');
    expect(stripMarkup('See our [MPO polarity article](/knowledge/mpo-polarity-explained) first.')).toBe(
      'See our MPO polarity article first.',
    );
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('abc', 3)).toBe('abc');
  });
});
