// /reset-password?token=…: choose a new password with the e-mailed link (the
// change-password rules), then log in with it.
import { useState } from 'react';
import { RESET_LINK_INVALID, resetPasswordFormFields } from '#domain/forms/passwordReset';
import { ApiError, errorMessage } from '../../lib/api';
import { resetPassword } from './authApi';
import { IslandBoundary } from '../shared/IslandBoundary';
import { linkToken } from '../shared/oneTimeLink';
import { AuthCard } from './AuthCard';
import { logout } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';

export const RESET_FAILED = 'Could not reset your password. Please try again.';

function InvalidLink() {
  return (
    <div className="space-y-4">
      <ErrorBanner message={RESET_LINK_INVALID} />
      <a href="/forgot-password" className="btn btn-primary w-full">
        Request a new link
      </a>
    </div>
  );
}

function ResetPasswordScreen() {
  // The page's head script took the token out of the address: it stays in memory only.
  const [token] = useState(linkToken);
  const [invalid, setInvalid] = useState(!token);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(resetPasswordFormFields);

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await resetPassword(token, newPassword);
      // Every earlier session ended with the reset, this browser's too.
      logout();
      location.assign('/login?reset=1');
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setInvalid(true);
      else setFailure(errorMessage(error, RESET_FAILED, [0, 408, 500, 502, 503]));
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      lead="At least 8 characters, with a letter and a number."
      footer={
        <a href="/login" className="font-semibold text-brand-700 underline">
          Back to Log in
        </a>
      }
    >
      {invalid ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <ErrorBanner message={failure} />
          <TextField
            label="New Password"
            type="password"
            autoComplete="new-password"
            registration={register('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            label="Confirm New Password"
            type="password"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Resetting...' : 'Reset password'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

export default function ResetPasswordIsland() {
  return (
    <IslandBoundary>
      <ResetPasswordScreen />
    </IslandBoundary>
  );
}
