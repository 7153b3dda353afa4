// The pure parts of the universal sender: failure texts (SPEC §8) and template parameters (SPEC §3).
import { describe, expect, test } from 'vitest';
import { failureMessage, failureReason, teamStatusError } from '../../src/lib/email/failureMessage';
import { maskKey, missingEmailSetting, type EmailConfig } from '../../src/lib/email/emailSettings';
import { autoReplyParams, orderIdFor, teamMessage, teamParams } from '../../src/lib/email/templateParams';
import type { FormSubmission } from '../../src/lib/email/sendFormSubmission';

describe('failureReason', () => {
  test.each([
    ['SDK string for a missing template id', 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates', 'Email template configuration error.'],
    ['relay refusing the template', { status: 400, text: 'The template ID is invalid' }, 'Email template configuration error.'],
    ['relay refusing the service', { status: 400, text: 'The service ID is invalid' }, 'Email service configuration error.'],
    ['relay refusing the public key', { status: 403, text: 'The public key is invalid' }, 'Email service configuration error.'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'Network connection error.'],
    ['status 0', { status: 0, text: 'Network Error' }, 'Network connection error.'],
    ['an error with a message', teamStatusError(202), 'Failed to send notification to team. Status: 202'],
    ['a relay answer with a JSON detail', { status: 429, text: '{"detail":"Too many requests. Please try again later."}' }, 'Too many requests. Please try again later.'],
    ['a plain relay answer', { status: 500, text: 'Internal Server Error' }, 'Internal Server Error'],
    ['an empty answer', { status: 500, text: '' }, 'Unknown error occurred.'],
    ['nothing useful', undefined, 'Unknown error occurred.'],
    ['an odd object', { foo: 1 }, 'Unknown error occurred.'],
  ])('%s', (_, error, reason) => {
    expect(failureReason(error)).toBe(reason);
  });

  test('composes the whole §8 sentence', () => {
    expect(failureMessage('consultation', new TypeError('Failed to fetch'), 'info@example.com')).toBe(
      'Failed to send consultation. Network connection error. Please try again or contact us directly at info@example.com',
    );
    expect(teamStatusError(204).message).toBe('Failed to send notification to team. Status: 204');
  });
});

describe('email settings', () => {
  const full: EmailConfig = { publicKey: 'pk', serviceId: 's', teamTemplateId: 't', autoReplyTemplateId: 'a', origin: 'https://x.test', blockHeadless: false };
  test('each missing id is named, and maps to the right §8 reason', () => {
    expect(missingEmailSetting(full)).toBeNull();
    expect(failureReason(missingEmailSetting({ ...full, publicKey: '' }))).toBe('Email service configuration error.');
    expect(failureReason(missingEmailSetting({ ...full, serviceId: '' }))).toBe('Email service configuration error.');
    expect(failureReason(missingEmailSetting({ ...full, teamTemplateId: '' }))).toBe('Email template configuration error.');
    expect(failureReason(missingEmailSetting({ ...full, autoReplyTemplateId: '' }))).toBe('Email template configuration error.');
  });
  test('masks all but the ends of a public key', () => {
    expect(maskKey('local-relay-public-key')).toBe('loca••••••••-key');
    expect(maskKey('short')).toBe('•••••');
    expect(maskKey('')).toBe('');
  });
});

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
    expect(Object.keys(p)).toEqual(expect.arrayContaining(['user_name', 'user_email', 'form_type', 'to_email', 'subject', 'message', 'name', 'email', 'phone', 'contact_number', 'from_name', 'from_email', 'to_name', 'order_id', 'price', 'product', 'submission_date']));
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
    expect(p.message).toBe('Please enroll me.\n\nCompany: Analytical Engines\nCourse: Fusion Splicing\nTotal amount: $1,200.00\nLevel: Beginner');
  });

  test('missing phone reads "Not provided"; a given subject is kept', () => {
    const p = teamParams({ formType: 'contact', name: 'B', email: 'b@example.com', message: 'Hi there!', subject: 'Support' }, ctx);
    expect(p).toMatchObject({ phone: 'Not provided', contact_number: 'Not provided', subject: 'Support', price: '', product: '' });
    expect(teamMessage({ formType: 'other', name: 'B', email: 'b@example.com', message: 'Only this', additionalInfo: 'extra' })).toBe('Only this\n\nextra');
  });

  test('the auto-reply is addressed to the customer with the same reference', () => {
    const team = teamParams(submission, ctx);
    const reply = autoReplyParams(team, submission, ctx);
    expect(reply).toMatchObject({ to_name: 'Ada Lovelace', to_email: 'ada@example.com', from_name: 'FiberPro Texas', reply_to: 'info@example.com', order_id: team.order_id });
  });
});

describe('what a failure tells the offline outbox', () => {
  test('reads the status of SDK answers and of the team step, and the relay’s retry_after', async () => {
    const { failureRetryAfter, failureStatus, teamStatusError } = await import('../../src/lib/email/failureMessage');
    expect(failureStatus({ status: 429, text: '{"detail":"Too many requests","retry_after":120}' })).toBe(429);
    expect(failureRetryAfter({ status: 429, text: '{"detail":"Too many requests","retry_after":120}' })).toBe(120);
    expect(failureRetryAfter({ status: 503, text: 'Service Unavailable' })).toBeUndefined();
    expect(failureStatus(teamStatusError(502))).toBe(502);
    expect(failureStatus(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(failureStatus('The template ID is required')).toBeUndefined();
  });
});
