// /register (SPEC §2, §5): the account form; an authenticated visitor goes to /.
import { useEffect } from 'react';
import { registerFormFields } from '../../domain/forms/auth';
import { IslandBoundary } from '../shared/IslandBoundary';
import { AuthCard } from './AuthCard';
import { register as registerAccount } from './authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { useAuth } from './useAuth';
import { safeFromPath } from './navigation';
import { useClearAuthErrorOnLeave } from './useClearAuthErrorOnLeave';
import { LoadingState } from '../shared/ui/LoadStates';

function RegisterScreen() {
  const { isAuthenticated, loading, error, user } = useAuth();
  useClearAuthErrorOnLeave();
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(registerFormFields);

  useEffect(() => {
    if (isAuthenticated) location.replace(safeFromPath());
  }, [isAuthenticated]);

  if (isAuthenticated || (loading && user)) return <LoadingState />;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    await registerAccount(payload);
  });
  const busy = isSubmitting || loading;
  const field = (name: keyof typeof registerFormFields) => ({ registration: register(name), error: errors[name] });

  return (
    <AuthCard
      title="Create an account"
      lead="Register to keep a cart, send quote requests and follow your orders."
      footer={
        <>
          Already have an account?{' '}
          <a href="/login" className="font-semibold text-brand-700 underline">
            Log in
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorBanner message={error} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First Name" autoComplete="given-name" optional {...field('first_name')} />
          <TextField label="Last Name" autoComplete="family-name" optional {...field('last_name')} />
        </div>
        <TextField label="Username" autoComplete="username" {...field('username')} />
        <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
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
