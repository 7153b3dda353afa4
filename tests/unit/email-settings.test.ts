// The universal sender's settings: which id is missing, and the public key as shown.
import { describe, expect, test } from 'vitest';
import { failureReason } from '../../src/lib/email/failureMessage';
import { maskKey, missingEmailSetting, type EmailConfig } from '../../src/lib/email/emailSettings';

describe('email settings', () => {
  const full: EmailConfig = {
    publicKey: 'pk',
    serviceId: 's',
    teamTemplateId: 't',
    autoReplyTemplateId: 'a',
    origin: 'https://x.test',
    blockHeadless: false,
  };
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
