import { describe, expect, test } from 'vitest';
import { schoolDate, seatsLeft, sessionStatusOn } from '../../src/domain/sessions';
import { contactContext } from '../../src/features/forms/contactPrefill';
import { nextSessionOf, withLiveSeats, type SessionCardData } from '../../src/features/school/schoolData';
import { schoolTime } from '../../server/mail/calendar';

const session = (over: Partial<SessionCardData> = {}): SessionCardData => ({
  id: 1, course_id: 7, course_title: 'Fiber 101', start_date: '2027-01-19', end_date: '2027-01-20', location: 'Austin, TX',
  current_participants: 4, max_participants: 10, status: 'upcoming', ...over,
});

describe('session status', () => {
  const s = { start_date: new Date('2027-01-19'), end_date: new Date('2027-01-20'), status: 'upcoming' as const };
  test.each([
    ['2027-01-18', 'upcoming'],
    ['2027-01-19', 'ongoing'],
    ['2027-01-20', 'ongoing'],
    ['2027-01-21', 'completed'],
  ])('on %s it is %s', (today, status) => expect(sessionStatusOn(s, today)).toBe(status));
  test('cancelled in the content stays cancelled', () => expect(sessionStatusOn({ ...s, status: 'cancelled' }, '2027-01-10')).toBe('cancelled'));
  test('the school day is Texas time: 11 PM Central on Jan 18 is still Jan 18', () => {
    expect(schoolDate(new Date('2027-01-19T05:00:00Z'))).toBe('2027-01-18');
    expect(schoolDate(new Date('2027-01-19T06:00:00Z'))).toBe('2027-01-19');
  });
  test('8 AM school time in winter and summer', () => {
    expect(schoolTime('2027-01-19', 8).toISOString()).toBe('2027-01-19T14:00:00.000Z');
    expect(schoolTime('2027-07-19', 8).toISOString()).toBe('2027-07-19T13:00:00.000Z');
  });
});

describe('live seats on the cards', () => {
  test('taken + held replace the build figure, and the status follows the API', () => {
    const live = { id: 1, course_id: 7, start_date: '2027-01-19', end_date: '2027-01-20', location: 'x', max_participants: 12, taken: 9, held: 3, waitlisted: 2, status: 'ongoing' as const };
    expect(withLiveSeats(session(), live)).toMatchObject({ current_participants: 12, max_participants: 12, status: 'ongoing' });
    expect(withLiveSeats(session(), undefined)).toEqual(session());
    expect(seatsLeft(live)).toBe(0);
  });
  test('a course card shows its next upcoming session with a seat left', () => {
    const list = [
      session({ id: 1, start_date: '2027-03-01' }),
      session({ id: 2, start_date: '2027-02-01', current_participants: 10 }),
      session({ id: 3, start_date: '2027-02-15' }),
      session({ id: 4, start_date: '2027-01-01', status: 'completed' }),
      session({ id: 5, start_date: '2027-01-02', course_id: 8 }),
    ];
    expect(nextSessionOf(7, list)?.id).toBe(3);
    expect(nextSessionOf(9, list)).toBeUndefined();
  });
  test('the contact form knows the session of a Join Session link by its course and start date', () => {
    const keys = [{ id: 4, course_title: 'Fiber 101', start_date: '2027-01-19' }, { id: 5, course_title: 'Fiber 101', start_date: '2027-02-02' }];
    expect(contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-02-02'), keys).sessionId).toBe(5);
    expect(contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-03-01'), keys).sessionId).toBeUndefined();
    expect(contactContext(new URLSearchParams('type=course&course=Fiber%20101&startDate=2027-02-02'), keys).sessionId).toBeUndefined();
  });
});
