// The sign-in form. The island checks these fields; the API's request schema is built from them (requests.ts).
import { minLength, required, verbatim, type FieldValues } from './rules';
import { requiredEmail } from './shared';

export const loginFields = {
  email: requiredEmail(),
  password: verbatim(required('Password is required'), minLength(6, 'Password must be at least 6 characters')),
};
export type LoginForm = FieldValues<typeof loginFields>;
/** Shown on /login after a password reset (and the API's answer to the reset). */
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';
