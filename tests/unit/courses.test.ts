// What a course page tells a student: contact hours, where a session is held, and the request
// link for a course on request, read back the way the contact page reads it.
import { describe, expect, it } from 'vitest';
import { messagesFor } from '#domain/i18n/messages';
import {
  contactHours,
  courseDuration,
  courseHref,
  courseRequestHref,
  seatsLeftText,
  sessionVenue,
  sessionVenueByDay,
} from '#domain/school/courses';
import { contactContext } from '../../src/features/forms/contactPrefill';

const en = messagesFor('en').school;
const es = messagesFor('es').school;
const ONLINE_VENUE = en.onlineVenue;

describe('courses', () => {
  it('adds the agenda days up to the contact hours', () => {
    expect(
      contactHours({
        agenda: [
          { title: 'a', hours: 7.5, topics: ['x'], setting: 'classroom' },
          { title: 'b', hours: 6, topics: ['y'], setting: 'field' },
        ],
      }),
    ).toBe(13.5);
  });

  it('gives a session its own venue address, the training center’s, or the online note', () => {
    const center = '4715 Walzem Road, Suite 210, San Antonio, TX 78218';
    expect(sessionVenue({ online: false }, center, en)).toBe(center);
    expect(sessionVenue({ online: false, venue_address: '  ' }, center, en)).toBe(center);
    expect(sessionVenue({ online: false, venue_address: '1 Main St, Houston, TX 77002' }, center, en)).toBe('1 Main St, Houston, TX 77002');
    expect(sessionVenue({ online: true }, center, en)).toBe(ONLINE_VENUE);
  });

  it('sends students to the yard on field days and to the classroom suite on the others', () => {
    const center = '4715 Walzem Road, Suite 210, San Antonio, TX 78218';
    const yard = { address: '6110 Rittiman Road, San Antonio, TX 78218', notes: 'Park inside the gate.' };
    const day = (setting: 'classroom' | 'field') => ({ title: 't', hours: 7.5, topics: ['x'], setting });
    const ftth = { agenda: [day('classroom'), day('field'), day('field')] };
    expect(sessionVenueByDay({ online: false }, ftth, center, yard, en)).toBe(
      `Classroom day 1: ${center}. Field days 2 and 3: training yard, 6110 Rittiman Road, San Antonio, TX 78218. Park inside the gate.`,
    );
    const boring = { agenda: [day('classroom'), day('field'), day('field'), day('field'), day('field')] };
    expect(sessionVenueByDay({ online: false }, boring, center, yard, en)).toMatch(
      /^Classroom day 1: .*\. Field days 2, 3, 4 and 5: training yard/,
    );
    expect(sessionVenueByDay({ online: false }, { agenda: [day('field')] }, center, yard, en)).toBe(
      'Field day 1: training yard, 6110 Rittiman Road, San Antonio, TX 78218. Park inside the gate.',
    );
    // No field day, a venue of its own, online, or no yard in the site facts: one place, as before.
    expect(sessionVenueByDay({ online: false }, { agenda: [day('classroom')] }, center, yard, en)).toBe(center);
    expect(sessionVenueByDay({ online: false, venue_address: '1 Main St, Houston, TX 77002' }, ftth, center, yard, en)).toBe(
      '1 Main St, Houston, TX 77002',
    );
    expect(sessionVenueByDay({ online: true }, ftth, center, yard, en)).toBe(ONLINE_VENUE);
    expect(sessionVenueByDay({ online: false }, ftth, center, undefined, en)).toBe(center);
  });

  it('asks for a course on request through the contact form, prefilled', () => {
    const href = courseRequestHref('Aerial Fiber Construction', en, 'en');
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
    expect(courseHref('aerial-fiber-construction', 'es')).toBe('/es/school/courses/aerial-fiber-construction');
    expect(courseRequestHref('Construcción de fibra aérea', es, 'es')).toMatch(/^\/es\/contact\?.*Quisiera\+contratar\+el\+curso/);
  });

  it('writes venues, durations and seats left in Spanish for the Spanish pages', () => {
    const center = '4715 Walzem Road, Suite 210, San Antonio, TX 78218';
    const yard = { address: '6110 Rittiman Road, San Antonio, TX 78218', notes: 'Estacione dentro del portón.' };
    const day = (setting: 'classroom' | 'field') => ({ title: 't', hours: 7.5, topics: ['x'], setting });
    expect(sessionVenueByDay({ online: false }, { agenda: [day('classroom'), day('field'), day('field')] }, center, yard, es)).toBe(
      `Aula, día 1: ${center}. Campo, días 2 y 3: patio de capacitación, 6110 Rittiman Road, San Antonio, TX 78218. Estacione dentro del portón.`,
    );
    expect(sessionVenue({ online: true }, center, es)).toBe(es.onlineVenue);
    expect([courseDuration('1 day', es), courseDuration('3 days', es), courseDuration('3 days', en)]).toEqual([
      '1 día',
      '3 días',
      '3 days',
    ]);
    expect([seatsLeftText(1, es), seatsLeftText(4, es), seatsLeftText(1, en)]).toEqual([
      'queda 1 lugar',
      'quedan 4 lugares',
      '1 seat left',
    ]);
  });
});
