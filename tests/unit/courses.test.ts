// What a course page tells a student: contact hours, where a session is held, and the request
// link for a course on request, read back the way the contact page reads it.
import { describe, expect, it } from 'vitest';
import { ONLINE_VENUE, contactHours, courseHref, courseRequestHref, sessionVenue } from '#domain/school/courses';
import { contactContext } from '../../src/features/forms/contactPrefill';

describe('courses', () => {
  it('adds the agenda days up to the contact hours', () => {
    expect(
      contactHours({
        agenda: [
          { title: 'a', hours: 7.5, topics: ['x'] },
          { title: 'b', hours: 6, topics: ['y'] },
        ],
      }),
    ).toBe(13.5);
  });

  it('gives a session its own venue address, the training center’s, or the online note', () => {
    const center = '4715 Walzem Road, Suite 210, San Antonio, TX 78218';
    expect(sessionVenue({ online: false }, center)).toBe(center);
    expect(sessionVenue({ online: false, venue_address: '  ' }, center)).toBe(center);
    expect(sessionVenue({ online: false, venue_address: '1 Main St, Houston, TX 77002' }, center)).toBe('1 Main St, Houston, TX 77002');
    expect(sessionVenue({ online: true }, center)).toBe(ONLINE_VENUE);
  });

  it('asks for a course on request through the contact form, prefilled', () => {
    const href = courseRequestHref('Aerial Fiber Construction');
    expect(href.startsWith('/contact?')).toBe(true);
    const c = contactContext(new URL(href, 'https://x.test').searchParams);
    expect(c).toMatchObject({ kind: 'training', formType: 'training' });
    expect(c.values).toEqual({
      inquiryType: 'Training & Education',
      projectType: 'Course Enrollment',
      message:
        'I would like to book the course "Aerial Fiber Construction" on request for our team, at our site or yours. Please send me a quote and available dates.',
    });
    expect(courseHref('aerial-fiber-construction')).toBe('/school/courses/aerial-fiber-construction');
  });
});
