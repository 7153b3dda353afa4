import { email, required, text } from './rules';

/** Required e-mail: "required" message when empty, "invalid" when the pattern fails. */
export const requiredEmail = (missing: string, invalid: string) => text(required(missing), email(invalid));

/** Optional plus, first digit 1-9, then up to 15 digits. */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Strips the spaces, hyphens and parentheses people type in phone numbers. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '');
