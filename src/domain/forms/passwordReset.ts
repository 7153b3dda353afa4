// Forgot and reset password (/forgot-password, /reset-password). The new password follows the
// change-password rules of SPEC §5. Shared by the islands and the API.
import { z } from '../zod';
import { newPassword } from './auth';
import { requiredEmail } from './shared';

export const RESET_LINK_SENT = "If an account exists for that e-mail, we've sent a link to reset your password.";
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please log in.';
/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60;

export const forgotPasswordSchema = z.object({ email: requiredEmail('Email is required', 'Invalid email address') });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'Passwords must match', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** POST /auth/reset-password body. */
export const resetPasswordPayloadSchema = z.object({
  token: z.string().min(1, { error: 'The reset token is required' }).max(200),
  new_password: newPassword,
});
