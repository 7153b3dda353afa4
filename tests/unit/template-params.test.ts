// The template parameters of the universal sender.
import { describe, expect, test } from 'vitest';
import { autoReplyParams, orderIdFor, teamMessage, teamParams } from '../../src/lib/email/templateParams';
import type { FormSubmission } from '../../src/lib/email/formSubmission';

describe('template parameters', () => {
  const now = Date.UTC(2026, 0, 15, 15, 30, 0) + 123; // ends in …000123
  const ctx = { nowMs: now, siteEmail: 'info@example.com', siteName: 'FiberPro Texas' };
  const submission: FormSubmission = {
    formType: 'course',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '5125550100',
    message: 'Please enroll me.',
    company: 'Analytical Engines',
    courseTitle: 'Fusion Splicing',
    totalAmount: 1200,
    additionalInfo: { Level: 'Beginner', Empty: '' },
  };

  test('order_id is the upper-cased form type and the last six digits of the timestamp', () => {
    expect(orderIdFor('contact', 1_700_000_123_456)).toBe('CONTACT123456');
  });

  test('the team notification carries every §3 field', () => {
    const p = teamParams(submission, ctx);
    expect(Object.keys(p)).toEqual(
      expect.arrayContaining([
        'user_name',
        'user_email',
        'form_type',
        'to_email',
        'subject',
        'message',
        'name',
        'email',
        'phone',
        'contact_number',
        'from_name',
        'from_email',
        'to_name',
        'order_id',
        'price',
        'product',
        'submission_date',
      ]),
    );
    expect(p).toMatchObject({
      user_name: 'Ada Lovelace',
      user_email: 'ada@example.com',
      form_type: 'course',
      to_email: 'info@example.com',
      subject: 'New Course enrollment from Ada Lovelace',
      phone: '5125550100',
      contact_number: '5125550100',
      from_name: 'Ada Lovelace',
      from_email: 'ada@example.com',
      to_name: 'FiberPro Texas Team',
      order_id: `COURSE${String(now).slice(-6)}`,
      price: '$1,200.00',
      product: 'Fusion Splicing',
      submission_date: expect.stringContaining('2026'),
    });
    expect(p.message).toBe(
      'Please enroll me.\n\nCompany: Analytical Engines\nCourse: Fusion Splicing\nTotal amount: $1,200.00\nLevel: Beginner',
    );
  });

  test('missing phone reads "Not provided"; a given subject is kept', () => {
    const p = teamParams({ formType: 'contact', name: 'B', email: 'b@example.com', message: 'Hi there!', subject: 'Support' }, ctx);
    expect(p).toMatchObject({ phone: 'Not provided', contact_number: 'Not provided', subject: 'Support', price: '', product: '' });
    expect(teamMessage({ formType: 'other', name: 'B', email: 'b@example.com', message: 'Only this', additionalInfo: 'extra' })).toBe(
      'Only this\n\nextra',
    );
  });

  test('the auto-reply is addressed to the customer with the same reference', () => {
    const team = teamParams(submission, ctx);
    const reply = autoReplyParams(team, submission, ctx);
    expect(reply).toMatchObject({
      to_name: 'Ada Lovelace',
      to_email: 'ada@example.com',
      from_name: 'FiberPro Texas',
      reply_to: 'info@example.com',
      order_id: team.order_id,
    });
  });
});
