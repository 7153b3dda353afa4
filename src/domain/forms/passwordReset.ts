// Forgot and reset password (/forgot-password, /reset-password). The new password follows the
// change-password rules. The islands check these fields; the API's request schemas
// are built from them (requests.ts).
import { newPassword } from './account';
import { maxLength, required, sameAs, verbatim, type FieldValues } from './rules';
import { requiredEmail } from './shared';

export const RESET_LINK_SENT = "If an account exists for that e-mail, we've sent a link to reset your password.";
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const forgotPasswordFields = { email: requiredEmail() };
export type ForgotPasswordForm = FieldValues<typeof forgotPasswordFields>;

export const resetPasswordFormFields = {
  newPassword,
  confirmPassword: verbatim(required('Please confirm your new password'), sameAs('newPassword', 'Passwords must match')),
};
export type ResetPasswordForm = FieldValues<typeof resetPasswordFormFields>;

/** POST /auth/reset-password body. */
export const resetPasswordPayloadFields = {
  token: verbatim(required('The reset token is required'), maxLength(200, 'The reset token is too long')),
  new_password: newPassword,
};
