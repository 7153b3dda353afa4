// /register (SPEC §2, §5): the account form; an authenticated visitor goes to /.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { registerFormSchema, type RegisterForm } from '../../domain/forms/auth';
import { IslandBoundary } from '../shared/IslandBoundary';
import { AuthCard } from './AuthCard';
import { register as registerAccount } from './authStore';
import { ErrorBanner, FormField } from './FormField';
import { LoadingState } from './RouteGuard';
import { useAuth } from './useAuth';
import { safeFromPath } from './navigation';
import { useClearAuthErrorOnLeave } from './useClearAuthErrorOnLeave';

type RegisterInput = z.input<typeof registerFormSchema>;
const EMPTY: RegisterInput = { first_name: '', last_name: '', username: '', email: '', phone: '', password: '', confirmPassword: '' };

function RegisterScreen() {
  const { isAuthenticated, loading, error, user } = useAuth();
  useClearAuthErrorOnLeave();
  const { register, handleSubmit, formState } = useForm<RegisterInput, unknown, RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (isAuthenticated) location.replace(safeFromPath());
  }, [isAuthenticated]);

  if (isAuthenticated || (loading && user)) return <LoadingState />;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    await registerAccount(payload);
  });
  const busy = isSubmitting || loading;
  const field = (name: keyof RegisterInput) => ({ registration: register(name), error: errors[name]?.message });

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
          <FormField label="First Name" autoComplete="given-name" optional {...field('first_name')} />
          <FormField label="Last Name" autoComplete="family-name" optional {...field('last_name')} />
        </div>
        <FormField label="Username" autoComplete="username" {...field('username')} />
        <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
        <FormField label="Phone" type="tel" autoComplete="tel" optional {...field('phone')} />
        <FormField label="Password" type="password" autoComplete="new-password" {...field('password')} />
        <FormField label="Confirm Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
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
