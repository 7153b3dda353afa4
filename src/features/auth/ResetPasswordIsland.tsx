// /reset-password?token=…: choose a new password with the e-mailed link (the
// change-password rules), then log in with it.
import { useState } from 'react';
import { RESET_LINK_INVALID, resetPasswordFormFields } from '#domain/forms/passwordReset';
import { ApiError, errorMessage } from '../../lib/api';
import { resetPassword } from './authApi';
import { localePath } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { pageLang } from '../../lib/path';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { apiError } from './apiError';
import { linkToken } from '../shared/oneTimeLink';
import { AuthCard } from './AuthCard';
import { logout } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';

function InvalidLink() {
  const m = useMessages('auth');
  return (
    <div className="space-y-4">
      <ErrorBanner message={m.apiErrors[RESET_LINK_INVALID]} />
      <a href={localePath('/forgot-password', pageLang())} className="btn btn-primary w-full">
        {m.reset.requestNewLink}
      </a>
    </div>
  );
}

function ResetPasswordScreen() {
  // The page's head script took the token out of the address: it stays in memory only.
  const m = useMessages('auth');
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
      location.assign(`${localePath('/login', pageLang())}?reset=1`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) setInvalid(true);
      else setFailure(apiError(m, errorMessage(error, m.reset.failed, [0, 408, 500, 502, 503])) ?? null);
    }
  });

  return (
    <AuthCard
      title={m.reset.title}
      lead={m.reset.lead}
      footer={
        <a href={localePath('/login', pageLang())} className="font-semibold text-brand-700 underline">
          {m.reset.backToLogin}
        </a>
      }
    >
      {invalid ? (
        <InvalidLink />
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <ErrorBanner message={failure} />
          <TextField
            label={m.reset.newPassword}
            type="password"
            autoComplete="new-password"
            registration={register('newPassword')}
            error={errors.newPassword}
          />
          <TextField
            label={m.reset.confirmNewPassword}
            type="password"
            autoComplete="new-password"
            registration={register('confirmPassword')}
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? m.reset.submitting : m.reset.submit}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

export default function ResetPasswordIsland({ messages }: { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ResetPasswordScreen />
    </IslandBoundary>
  );
}
