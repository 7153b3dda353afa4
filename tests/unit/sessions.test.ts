import { describe, expect, test } from 'vitest';
import { schoolDate, sessionStatusOn } from '#domain/school/sessions';

describe('session status', () => {
  const s = { start_date: new Date('2027-01-19'), end_date: new Date('2027-01-20'), status: 'upcoming' as const };
  test.each([
    ['2027-01-18', 'upcoming'],
    ['2027-01-19', 'ongoing'],
    ['2027-01-20', 'ongoing'],
    ['2027-01-21', 'completed'],
  ])('on %s it is %s', (today, status) => expect(sessionStatusOn(s, today)).toBe(status));
  test('cancelled in the content stays cancelled', () =>
    expect(sessionStatusOn({ ...s, status: 'cancelled' }, '2027-01-10')).toBe('cancelled'));
  test('the school day is Texas time: 11 PM Central on Jan 18 is still Jan 18', () => {
    expect(schoolDate(new Date('2027-01-19T05:00:00Z'))).toBe('2027-01-18');
    expect(schoolDate(new Date('2027-01-19T06:00:00Z'))).toBe('2027-01-19');
  });
});
