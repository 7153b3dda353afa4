import { describe, expect, it } from 'vitest';
import { formatClock, formatDateSpan, formatHoldEnd } from '#domain/school/sessionTimes';

describe('session times', () => {
  it('writes a one-day span as one date and a longer one as a range', () => {
    expect(formatDateSpan('2027-04-08', '2027-04-08')).toBe('April 8, 2027');
    expect(formatDateSpan('2027-01-19', '2027-01-20')).toBe('January 19, 2027 - January 20, 2027');
  });
  it('writes when a hold ends in the school’s time, daylight saving included', () => {
    expect(formatHoldEnd('2026-11-26T21:45:00Z')).toBe('Thursday, November 26, 2026 at 3:45 PM (Central Time)');
    expect(formatHoldEnd(new Date('2027-07-01T14:05:00Z'))).toBe('Thursday, July 1, 2027 at 9:05 AM (Central Time)');
  });
  it('writes a 24-hour clock time the US way', () => {
    expect(formatClock('08:00')).toBe('8:00 AM');
    expect(formatClock('00:05')).toBe('12:05 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('17:00')).toBe('5:00 PM');
  });
});
