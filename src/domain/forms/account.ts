// The account page's forms: profile and change of password. The islands check these fields;
// the API's request schemas are built from them (requests.ts).
import { matches, maxLength, minLength, optional, required, sameAs, text, verbatim, type FieldValues } from './rules';
import { optionalMax, requiredEmail } from './shared';

export const profileFormFields = {
  firstName: text(required('First name is required'), maxLength(50, 'First name must not exceed 50 characters')),
  lastName: text(required('Last name is required'), maxLength(50, 'Last name must not exceed 50 characters')),
  email: requiredEmail(),
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
