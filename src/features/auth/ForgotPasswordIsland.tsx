// /forgot-password: ask for a reset link. The answer is the same whether or not the address
// has an account, so the page cannot be used to find out who is a customer.
import { useState } from 'react';
import { forgotPasswordFields, RESET_LINK_SENT } from '#domain/forms/passwordReset';
import { errorMessage } from '../../lib/api';
import { requestPasswordReset } from './authApi';
import { IslandBoundary } from '../shared/IslandBoundary';
import { NoticeBanner } from '../shared/ui/Banners';
import { AuthCard } from './AuthCard';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';

export const RESET_REQUEST_FAILED = 'Could not send the reset link. Please try again.';

function ForgotPasswordScreen() {
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(forgotPasswordFields);

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email.trim());
      setSent(true);
    } catch (error) {
      // A refusal (too many requests) says why; a network failure gets the general message.
      setFailure(errorMessage(error, RESET_REQUEST_FAILED, [0, 408, 500, 502, 503]));
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      lead="Enter the e-mail address of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it?{' '}
          <a href="/login" className="font-semibold text-brand-700 underline">
            Log in
          </a>
        </>
      }
    >
      {sent ? (
        <NoticeBanner>{RESET_LINK_SENT}</NoticeBanner>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <ErrorBanner message={failure} />
          <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send reset link'}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

export default function ForgotPasswordIsland() {
  return (
    <IslandBoundary>
      <ForgotPasswordScreen />
    </IslandBoundary>
  );
}
