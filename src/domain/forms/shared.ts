import { email, maxLength, required, text } from './rules';

/** Required e-mail: "required" message when empty, "invalid" when the pattern fails. */
export const requiredEmail = (missing = 'Email is required', invalid = 'Invalid email address') => text(required(missing), email(invalid));
/** A text that may be left empty, up to `max` characters. */
export const optionalMax = (field: string, max: number) => text(maxLength(max, `${field} must not exceed ${max} characters`));

/** Optional plus, first digit 1-9, then up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Strips the spaces, hyphens and parentheses people type in phone numbers. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '');
