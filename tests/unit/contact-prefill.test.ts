// What the contact page makes of its query, including the session a Join Session link names.
import { describe, expect, test } from 'vitest';
import { contactContext } from '../../src/features/forms/contactPrefill';
import { PLAIN_CONTACT } from '../../src/features/forms/contactKind';
import { messagesFor } from '#domain/i18n/messages';
import { trainingInquiryHref } from '../../src/components/training/trainingContent';

const q = (s: string) => new URLSearchParams(s);

describe('contactContext', () => {
  test('course enrollment', () => {
    const c = contactContext(
      q('type=course&course=Fusion%20Splicing&price=1200&duration=2%20days&level=intermediate&instructor=Maria%20Lopez'),
    );
    expect(c).toMatchObject({
      kind: 'course',
      title: 'Course Enrollment Request',
      formType: 'course',
      courseTitle: 'Fusion Splicing',
      price: '1200',
    });
    expect(c.details).toEqual({
      Course: 'Fusion Splicing',
      Price: '$1,200.00',
      Duration: '2 days',
      Level: 'Intermediate',
      Instructor: 'Maria Lopez',
    });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'Course Enrollment' });
    expect(c.values.message).toContain('I would like to enroll in the course "Fusion Splicing".');
    expect(c.values.message).toContain('- Price: $1,200.00');
  });

  test('session registration', () => {
    const c = contactContext(
      q('type=session&course=OTDR%20Testing&startDate=2027-03-03&endDate=2027-03-05&location=Austin%2C%20TX&spots=4'),
    );
    expect(c).toMatchObject({ kind: 'session', title: 'Training Session Registration', formType: 'training', courseTitle: 'OTDR Testing' });
    expect(c.details).toEqual({
      Session: 'OTDR Testing',
      'Start date': 'March 3, 2027',
      'End date': 'March 5, 2027',
      Location: 'Austin, TX',
      'Available spots': '4',
    });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'Session Enrollment' });
    expect(c.values.message).toContain('- Start date: March 3, 2027');
  });

  test('the /training link', () => {
    const c = contactContext(new URL(trainingInquiryHref('en', messagesFor('en').school.training), 'https://x.test').searchParams);
    expect(c).toMatchObject({ kind: 'training', title: 'Contact Us', formType: 'training', details: {} });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'General Training Inquiry' });
    expect(c.values.message).toMatch(/training programs/);
  });

  test('plain contact; unknown choices are not prefilled', () => {
    expect(contactContext(q(''))).toEqual({ kind: 'general', title: 'Contact Us', formType: 'contact', details: {}, values: {} });
    // The island's first view before a prefill is read is the same plain form.
    expect(contactContext(q(''))).toEqual(PLAIN_CONTACT);
    expect(contactContext(q('inquiryType=Hacking&projectType=Other')).values).toEqual({ projectType: 'Other' });
  });
});

describe('contactContext for a session', () => {
  test('the contact form knows the session of a Join Session link by its course and start date', () => {
    const keys = [
      { id: 4, course_title: 'Fiber 101', start_date: '2027-01-19' },
      { id: 5, course_title: 'Fiber 101', start_date: '2027-02-02' },
    ];
    expect(contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-02-02'), keys).sessionId).toBe(5);
    expect(contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-03-01'), keys).sessionId).toBeUndefined();
    expect(contactContext(new URLSearchParams('type=course&course=Fiber%20101&startDate=2027-02-02'), keys).sessionId).toBeUndefined();
  });

  test('the booking form shows the session’s price and class hours; a full session’s link offers the waitlist, not 0 spots', () => {
    const keys = [{ id: 5, course_title: 'Fiber 101', start_date: '2027-02-02', price: 1250, hours: '8:00 AM – 4:30 PM Central time' }];
    const open = contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-02-02&spots=3'), keys);
    expect(open.details).toEqual({
      Session: 'Fiber 101',
      Price: '$1,250.00',
      'Start date': 'February 2, 2027',
      'Class hours': '8:00 AM – 4:30 PM Central time',
      'Available spots': '3',
    });
    expect(open.values.message).toContain('- Price: $1,250.00');
    const full = contactContext(new URLSearchParams('type=session&course=Fiber%20101&startDate=2027-02-02&spots=0'), keys);
    expect(full.waitlist).toBe(true);
    expect(full.details).not.toHaveProperty('Available spots');
    expect(full.details.Seats).toBe('Full: you join the waitlist');
  });
});
