// /login: e-mail and password; back to ?from=, else home (staff: their desk) once signed in.
import { useEffect, useState } from 'react';
import { loginFields, PASSWORD_RESET_DONE } from '#domain/forms/auth';
import { NoticeBanner } from '../shared/ui/Banners';
import { IslandBoundary } from '../shared/IslandBoundary';
import { AuthCard } from './AuthCard';
import { login } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { afterSignIn, withFrom } from '../shared/session/navigation';
import { useAuth } from '../shared/session/useAuth';
import { useClearAuthErrorOnLeave } from './useClearAuthErrorOnLeave';
import { LoadingState } from '../shared/ui/LoadStates';

function LoginScreen() {
  const { isAuthenticated, loading, error, user } = useAuth();
  useClearAuthErrorOnLeave();
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(loginFields);
  const [justReset] = useState(() => new URLSearchParams(location.search).get('reset') === '1');

  useEffect(() => {
    if (isAuthenticated) location.replace(afterSignIn(user?.role));
  }, [isAuthenticated, user?.role]);

  // A stored session is being checked, or we are already leaving.
  if (isAuthenticated || (loading && user)) return <LoadingState />;

  const onSubmit = handleSubmit(async (values) => {
    await login(values.email.trim(), values.password);
  });
  const busy = isSubmitting || loading;

  return (
    <AuthCard
      title="Log in"
      lead="Sign in to see your cart, place orders and follow them."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <a href={withFrom('/register')} className="font-semibold text-brand-700 underline">
            Register
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {justReset && !error && <NoticeBanner>{PASSWORD_RESET_DONE}</NoticeBanner>}
        <ErrorBanner message={error} />
        <TextField label="Email" type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <a href="/forgot-password" className="font-semibold text-brand-700 underline">
            Forgot password?
          </a>
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? 'Logging in...' : 'Log in'}
        </button>
      </form>
    </AuthCard>
  );
}

export default function LoginIsland() {
  return (
    <IslandBoundary>
      <LoginScreen />
    </IslandBoundary>
  );
}
