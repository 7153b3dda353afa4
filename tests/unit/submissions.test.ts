// What each form hands to the sender.
import { describe, expect, test } from 'vitest';
import { contactContext } from '../../src/features/forms/contactPrefill';
import { validateFields } from '#domain/forms/rules';
import { bookingFields } from '#domain/forms/booking';
import { applySubmission } from '../../src/features/forms/applySubmission';
import { consultationSubmission } from '../../src/features/forms/consultationSubmission';
import { contactSubmission } from '../../src/features/forms/contactSubmission';
import { bookingSubmission } from '../../src/features/forms/bookingSubmission';

const q = (s: string) => new URLSearchParams(s);

describe('form submissions', () => {
  test('consultation', () => {
    const s = consultationSubmission({
      name: 'Ada',
      company: 'AE',
      email: 'a@example.com',
      phone: '',
      projectType: 'data-center',
      serviceTypes: ['Fusion Splicing', 'Emergency Repairs'],
      description: '',
    });
    expect(s).toEqual({
      formType: 'consultation',
      name: 'Ada',
      email: 'a@example.com',
      phone: undefined,
      company: 'AE',
      subject: 'Consultation Request - Data Center',
      message: 'No project description provided.',
      additionalInfo: { 'Project type': 'Data Center', 'Services needed': 'Fusion Splicing, Emergency Repairs' },
    });
  });

  test('contact carries the enrollment details', () => {
    const context = contactContext(q('type=course&course=Fusion%20Splicing&price=1200'));
    const s = contactSubmission(
      {
        name: 'Ada',
        company: 'AE',
        email: 'a@example.com',
        phone: '555',
        inquiryType: 'Training & Education',
        projectType: 'Course Enrollment',
        message: 'Enroll me please',
      },
      context,
    );
    expect(s).toMatchObject({
      formType: 'course',
      subject: 'Training & Education - Course Enrollment',
      courseTitle: 'Fusion Splicing',
      totalAmount: '1200',
    });
    expect(s.additionalInfo).toMatchObject({ 'Inquiry type': 'Training & Education', Course: 'Fusion Splicing', Price: '$1,200.00' });
  });

  test('a session booking names its session and reads as the session enrollment it replaces', () => {
    const context = contactContext(q('type=session&course=OTDR%20Testing&startDate=2027-03-03&endDate=2027-03-05&spots=0'), [
      { id: 9, course_title: 'OTDR Testing', start_date: '2027-03-03' },
    ]);
    expect(context.waitlist).toBe(true);
    const s = bookingSubmission({ name: 'Ada', email: 'a@example.com', phone: '2105550142', company: '' }, context, 'es');
    expect(s).toMatchObject({
      lang: 'es',
      formType: 'training',
      company: undefined,
      subject: 'Training & Education - Session Enrollment',
      courseTitle: 'OTDR Testing',
      sessionId: 9,
    });
    expect(s.message).toContain('register for the training session "OTDR Testing"');
    expect(s.additionalInfo).toMatchObject({
      'Project type': 'Session Enrollment',
      Session: 'OTDR Testing',
      'Start date': 'March 3, 2027',
    });
  });

  test('a booking needs a name, an e-mail and a phone; the company is optional', () => {
    const checked = validateFields(bookingFields, { name: '', email: 'x@', phone: '12ab', company: '' });
    expect(checked).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Invalid email address', phone: 'Please enter a valid phone number' },
    });
    expect(validateFields(bookingFields, { name: 'Ada', email: 'a@example.com', phone: '(210) 555-0142', company: '' }).ok).toBe(true);
  });

  test('job application (formType apply, subject Job Application)', () => {
    expect(applySubmission({ full_name: 'Ada', email: 'a@example.com', phone: '+15125550100', location: 'Austin', message: 'm' })).toEqual({
      formType: 'apply',
      name: 'Ada',
      email: 'a@example.com',
      phone: '+15125550100',
      location: 'Austin',
      subject: 'Job Application',
      message: 'm',
    });
  });
});
