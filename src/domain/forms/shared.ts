import { email, maxLength, required, text } from './rules';

/** The longest address SMTP can carry (RFC 5321 path limit less its angle brackets). */
export const MAX_EMAIL_LENGTH = 254;

/** Required e-mail: "required" message when empty, "invalid" when the pattern fails or it is too long. */
export const requiredEmail = (missing: string, invalid: string) =>
  text(required(missing), maxLength(MAX_EMAIL_LENGTH, `Email must not exceed ${MAX_EMAIL_LENGTH} characters`), email(invalid));

/** Optional plus, first digit 1-9, then up to 15 digits (SPEC §5, order form and consultation). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Strips the spaces, hyphens and parentheses people type in phone numbers. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '');
