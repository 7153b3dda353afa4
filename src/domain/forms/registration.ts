// The registration form. The island checks these fields; the API's request schema is built from them (requests.ts).
import { matches, maxLength, minLength, optional, required, sameAs, text, verbatim, type FieldValues } from './rules';
import { optionalMax, requiredEmail } from './shared';

/** What the API accepts for POST /auth/register (confirmPassword removed before sending). */
export const registerPayloadFields = {
  email: requiredEmail(),
  username: text(
    required('Username is required'),
    minLength(3, 'Username must be at least 3 characters'),
    maxLength(20, 'Username must not exceed 20 characters'),
  ),
  password: verbatim(
    required('Password is required'),
    minLength(8, 'Password must be at least 8 characters'),
    matches(
      /^(?=[^a-z]*[a-z])(?=[^A-Z]*[A-Z])(?=\D*\d)/,
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ),
  first_name: optional(optionalMax('First name', 50), ''),
  last_name: optional(optionalMax('Last name', 50), ''),
  phone: optional(optionalMax('Phone', 20), ''),
};
export type RegisterPayload = FieldValues<typeof registerPayloadFields>;

export const registerFormFields = {
  ...registerPayloadFields,
  confirmPassword: verbatim(required('Please confirm your password'), sameAs('password', 'Passwords do not match')),
};
export type RegisterForm = FieldValues<typeof registerFormFields>;
