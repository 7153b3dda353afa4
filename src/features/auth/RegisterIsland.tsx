// /register: the account form; an authenticated visitor goes to /. A new account
// goes back to the page the person came from (?from=, as /login does), with a notice.
import { useEffect, useRef } from 'react';
import { registerFormFields } from '#domain/forms/auth';
import { IslandBoundary } from '../shared/IslandBoundary';
import { AuthCard } from './AuthCard';
import { register as registerAccount } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { useAuth } from '../shared/session/useAuth';
import { safeFromPath, withFrom } from '../shared/session/navigation';
import { useClearAuthErrorOnLeave } from './useClearAuthErrorOnLeave';

export const ACCOUNT_CREATED = 'Your account has been created.';
/** The API's 409 answer for an e-mail that already has an account (server/accounts/authRoutes.ts). */
const EMAIL_TAKEN = 'An account with this email already exists';

function RegisterScreen() {
  const { isAuthenticated, loading, error, user } = useAuth();
  useClearAuthErrorOnLeave();
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(registerFormFields);
  const registering = useRef(false);

  useEffect(() => {
    if (!isAuthenticated) return;
    const leave = () => location.replace(safeFromPath());
    // The notice's module loads only for a new account: it is not in the form's own bytes.
    if (registering.current)
      void import('../shared/session/pageNotice').then((m) => m.setPageNotice(ACCOUNT_CREATED, 'success')).finally(leave);
    else leave();
  }, [isAuthenticated]);

  // Signed in already (or just now): the card says so while the page moves on.
  if (isAuthenticated || (loading && user))
    return (
      <AuthCard title="Create an account" lead="">
        <p role="status">Signing you in...</p>
      </AuthCard>
    );

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    registering.current = true;
    await registerAccount(payload);
  });
  const emailTaken = error === EMAIL_TAKEN;
  const busy = isSubmitting || loading;
  const field = (name: keyof typeof registerFormFields) => ({ registration: register(name), error: errors[name] });

  return (
    <AuthCard
      title="Create an account"
      lead="Register to keep a cart, send quote requests and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <a href={withFrom('/login')} className="font-semibold text-brand-700 underline">
            Log in
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorBanner message={error} />
        {emailTaken && (
          <p className="-mt-2 flex gap-4 text-sm">
            <a href={withFrom('/login')} className="font-semibold text-brand-700 underline">
              Log in
            </a>
            <a href="/forgot-password" className="font-semibold text-brand-700 underline">
              Forgot password?
            </a>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" optional {...field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" optional {...field('last_name')} />
        </div>
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          {...field('email')}
          error={errors.email ?? (emailTaken ? EMAIL_TAKEN : undefined)}
        />
        <TextField label="Phone" type="tel" autoComplete="tel" optional {...field('phone')} />
        <TextField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <TextField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? 'Creating account...' : 'Register'}
        </button>
      </form>
    </AuthCard>
  );
}

export default function RegisterIsland() {
  return (
    <IslandBoundary>
      <RegisterScreen />
    </IslandBoundary>
  );
}
