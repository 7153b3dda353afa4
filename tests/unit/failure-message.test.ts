// The failure texts of the universal sender, and what a failure tells the offline outbox.
import { describe, expect, test } from 'vitest';
import { failureMessage, failureReason, teamStatusError } from '../../src/lib/email/failureMessage';

describe('failureReason', () => {
  test.each([
    [
      'SDK string for a missing template id',
      'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
      'Email template configuration error.',
    ],
    ['relay refusing the template', { status: 400, text: 'The template ID is invalid' }, 'Email template configuration error.'],
    ['relay refusing the service', { status: 400, text: 'The service ID is invalid' }, 'Email service configuration error.'],
    ['relay refusing the public key', { status: 403, text: 'The public key is invalid' }, 'Email service configuration error.'],
    ['a fetch TypeError', new TypeError('Failed to fetch'), 'Network connection error.'],
    ['status 0', { status: 0, text: 'Network Error' }, 'Network connection error.'],
    ['an error with a message', teamStatusError(202), 'Failed to send notification to team. Status: 202'],
    [
      'a relay answer with a JSON detail',
      { status: 429, text: '{"detail":"Too many requests. Please try again later."}' },
      'Too many requests. Please try again later.',
    ],
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
