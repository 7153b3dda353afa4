// What each form hands to the sender.
import { describe, expect, test } from 'vitest';
import { contactContext } from '../../src/features/forms/contactPrefill';
import { applySubmission, consultationSubmission, contactSubmission } from '../../src/features/forms/submissions';

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

  test('job application (SPEC §7: formType apply, subject Job Application)', () => {
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
