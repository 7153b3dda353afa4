// Contact page query handling and what each form hands to the sender.
import { describe, expect, test } from 'vitest';
import { contactContext } from '../../src/features/forms/contactPrefill';
import { applySubmission, consultationSubmission, contactSubmission } from '../../src/features/forms/submissions';
import { trainingInquiryHref } from '../../src/components/training/trainingContent';

const q = (s: string) => new URLSearchParams(s);

describe('contactContext', () => {
  test('course enrollment', () => {
    const c = contactContext(q('type=course&course=Fusion%20Splicing&price=1200&duration=2%20days&level=intermediate&instructor=Maria%20Lopez'));
    expect(c).toMatchObject({ kind: 'course', title: 'Course Enrollment Request', formType: 'course', courseTitle: 'Fusion Splicing', price: '1200' });
    expect(c.details).toEqual({ Course: 'Fusion Splicing', Price: '$1,200.00', Duration: '2 days', Level: 'Intermediate', Instructor: 'Maria Lopez' });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'Course Enrollment' });
    expect(c.values.message).toContain('I would like to enroll in the course "Fusion Splicing".');
    expect(c.values.message).toContain('- Price: $1,200.00');
  });

  test('session registration', () => {
    const c = contactContext(q('type=session&course=OTDR%20Testing&startDate=2027-03-03&endDate=2027-03-05&location=Austin%2C%20TX&spots=4'));
    expect(c).toMatchObject({ kind: 'session', title: 'Training Session Registration', formType: 'training', courseTitle: 'OTDR Testing' });
    expect(c.details).toEqual({ Session: 'OTDR Testing', 'Start date': 'March 3, 2027', 'End date': 'March 5, 2027', Location: 'Austin, TX', 'Available spots': '4' });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'Session Enrollment' });
    expect(c.values.message).toContain('- Start date: March 3, 2027');
  });

  test('the /training link', () => {
    const c = contactContext(new URL(trainingInquiryHref, 'https://x.test').searchParams);
    expect(c).toMatchObject({ kind: 'training', title: 'Contact Us', formType: 'training', details: {} });
    expect(c.values).toMatchObject({ inquiryType: 'Training & Education', projectType: 'General Training Inquiry' });
    expect(c.values.message).toMatch(/training programs/);
  });

  test('plain contact; unknown choices are not prefilled', () => {
    expect(contactContext(q(''))).toEqual({ kind: 'general', title: 'Contact Us', formType: 'contact', details: {}, values: {} });
    expect(contactContext(q('inquiryType=Hacking&projectType=Other')).values).toEqual({ projectType: 'Other' });
  });
});

describe('form submissions', () => {
  test('consultation', () => {
    const s = consultationSubmission({ name: 'Ada', company: 'AE', email: 'a@example.com', phone: '', projectType: 'data-center', serviceTypes: ['Fusion Splicing', 'Emergency Repairs'], description: '' });
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
    const s = contactSubmission({ name: 'Ada', company: 'AE', email: 'a@example.com', phone: '555', inquiryType: 'Training & Education', projectType: 'Course Enrollment', message: 'Enroll me please' }, context);
    expect(s).toMatchObject({ formType: 'course', subject: 'Training & Education - Course Enrollment', courseTitle: 'Fusion Splicing', totalAmount: '1200' });
    expect(s.additionalInfo).toMatchObject({ 'Inquiry type': 'Training & Education', Course: 'Fusion Splicing', Price: '$1,200.00' });
  });

  test('job application (SPEC §7: formType apply, subject Job Application)', () => {
    expect(applySubmission({ full_name: 'Ada', email: 'a@example.com', phone: '+15125550100', location: 'Austin', message: 'm' })).toEqual({
      formType: 'apply', name: 'Ada', email: 'a@example.com', phone: '+15125550100', location: 'Austin', subject: 'Job Application', message: 'm',
    });
  });
});
