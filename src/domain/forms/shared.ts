import { z } from '../zod';

/** Required e-mail: "required" message when empty, "invalid" when the pattern fails. */
export const requiredEmail = (required: string, invalid: string) =>
  z.string().trim().min(1, { error: required }).pipe(z.email({ error: invalid }));

/** Optional plus, first digit 1-9, then up to 15 digits (SPEC §5, order form and consultation). */
export const PHONE_PATTERN = /^\+?[1-9]\d{0,15}$/;
/** Strips the spaces, hyphens and parentheses people type in phone numbers. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s\-()]/g, '');
