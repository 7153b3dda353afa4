import { describe, expect, it, test } from 'vitest';
import { seatsLeft } from '#domain/school/sessions';
import {
  enrollHref,
  isSessionFull,
  joinSessionHref,
  nextSessionOf,
  withLiveSeats,
  type SessionCardData,
} from '../../src/components/school/schoolData';

const session = (over: Partial<SessionCardData> = {}): SessionCardData => ({
  id: 1,
  course_id: 7,
  course_title: 'Fiber 101',
  link_title: 'Fiber 101',
  start_date: '2027-01-19',
  end_date: '2027-01-20',
  start_time: '08:00',
  end_time: '17:00',
  price: 595,
  location: 'Austin, TX',
  venue: '1 Congress Ave, Austin, TX 78701',
  current_participants: 4,
  max_participants: 10,
  status: 'upcoming',
  ...over,
});

describe('live seats on the cards', () => {
  test('taken + held replace the build figure, and the status follows the API', () => {
    const live = {
      id: 1,
      course_id: 7,
      start_date: '2027-01-19',
      end_date: '2027-01-20',
      location: 'x',
      max_participants: 12,
      taken: 9,
      held: 3,
      waitlisted: 2,
      status: 'ongoing' as const,
    };
    expect(withLiveSeats(session(), live)).toMatchObject({ current_participants: 12, max_participants: 12, status: 'ongoing' });
    expect(withLiveSeats(session(), undefined)).toEqual(session());
    // Seats that change nothing keep the card's object, so its memoised card does not render again.
    const unchanged = withLiveSeats(session(), live);
    expect(withLiveSeats(unchanged, live)).toBe(unchanged);
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
});

describe('school links', () => {
  it('Enroll Now and Join Session carry the exact query strings', () => {
    expect(
      enrollHref(
        {
          id: 1,
          slug: 'f',
          title: 'Fiber 101',
          description: '',
          duration: '2 days',
          level: 'beginner',
          price: 595,
          max_participants: 20,
          instructor: 'M. D',
          categories: [],
          on_request: false,
        },
        'en',
        { duration: '2 days', level: 'Beginner' },
      ),
    ).toBe('/contact?type=course&course=Fiber%20101&price=595&duration=2%20days&level=beginner&instructor=M.%20D');
    const session = {
      id: 1,
      course_id: 1,
      course_title: 'Fiber 101',
      link_title: 'Fiber 101',
      start_date: '2027-01-19',
      end_date: '2027-01-20',
      start_time: '08:00',
      end_time: '17:00',
      price: 595,
      location: 'Houston, TX',
      venue: '1 Main St, Houston, TX 77002',
      current_participants: 12,
      max_participants: 12,
      status: 'upcoming' as const,
    };
    expect(joinSessionHref(session, 'en')).toBe(
      '/contact?type=session&course=Fiber%20101&startDate=2027-01-19&endDate=2027-01-20&location=Houston%2C%20TX&spots=0',
    );
    // The Spanish page shows its own title and books the same session under /es/.
    expect(joinSessionHref({ ...session, course_title: 'Fibra 101' }, 'es')).toBe(
      '/es/contact?type=session&course=Fiber%20101&startDate=2027-01-19&endDate=2027-01-20&location=Houston%2C%20TX&spots=0',
    );
    expect(isSessionFull(session)).toBe(true);
    expect(isSessionFull({ ...session, current_participants: 11 })).toBe(false);
  });
});
