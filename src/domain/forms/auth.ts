// Login, register, profile and change-password. The islands check these fields;
// the API's request schemas are built from them (requests.ts).
import { matches, maxLength, minLength, optional, required, sameAs, text, verbatim, type FieldValues } from './rules';
import { requiredEmail } from './shared';

const email = requiredEmail('Email is required', 'Invalid email address');
const optionalMax = (field: string, max: number) => text(maxLength(max, `${field} must not exceed ${max} characters`));

export const loginFields = {
  email,
  password: verbatim(required('Password is required'), minLength(6, 'Password must be at least 6 characters')),
};
export type LoginForm = FieldValues<typeof loginFields>;
/** Shown on /login after a password reset (and the API's answer to the reset). */
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';

/** What the API accepts for POST /auth/register (confirmPassword removed before sending). */
export const registerPayloadFields = {
  email,
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

export const profileFormFields = {
  firstName: text(required('First name is required'), maxLength(50, 'First name must not exceed 50 characters')),
  lastName: text(required('Last name is required'), maxLength(50, 'Last name must not exceed 50 characters')),
  email,
  phone: optionalMax('Phone', 20),
};
export type ProfileForm = FieldValues<typeof profileFormFields>;

/** PATCH /auth/me body: only these fields can change. */
export const profileUpdateFields = {
  first_name: optional(optionalMax('First name', 50)),
  last_name: optional(optionalMax('Last name', 50)),
  phone: optional(optionalMax('Phone', 20)),
};
export type ProfileUpdate = FieldValues<typeof profileUpdateFields>;

export const newPassword = verbatim(
  required('New password is required'),
  minLength(8, 'Password must be at least 8 characters'),
  matches(/[A-Za-z]/, 'Password must contain at least one letter'),
  matches(/\d/, 'Password must contain at least one number'),
);

export const changePasswordFormFields = {
  currentPassword: verbatim(required('Current password is required')),
  newPassword,
  confirmPassword: verbatim(required('Please confirm your new password'), sameAs('newPassword', 'Passwords must match')),
};

/** PATCH /auth/change-password body. */
export const changePasswordPayloadFields = {
  current_password: verbatim(required('Current password is required')),
  new_password: newPassword,
};
