// /login: e-mail and password; back to ?from=, else home (staff: their desk) once signed in.
import { useEffect } from 'react';
import { loginFields, PASSWORD_RESET_DONE } from '#domain/forms/signIn';
import { localePath, type Lang } from '#domain/i18n/locales';
import { NoticeBanner } from '../shared/ui/Banners';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { AuthCard, SigningInCard } from './AuthCard';
import { login } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { afterSignIn, withFrom } from '../shared/session/navigation';
import { useAuthFormState } from './useAuthFormState';
import { apiError } from './apiError';

function LoginScreen({ lang }: { lang: Lang }) {
  const { isAuthenticated, loading, error, user, hydrated } = useAuthFormState();
  const m = useMessages('auth');
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(loginFields);
  const justReset = hydrated && new URLSearchParams(location.search).get('reset') === '1';

  useEffect(() => {
    if (isAuthenticated) location.replace(afterSignIn(user?.role));
  }, [isAuthenticated, user?.role]);

  // A stored session is being checked, or we are already leaving.
  if (isAuthenticated || (loading && user)) return <SigningInCard title={m.login.title} text={m.signingIn} />;

  const onSubmit = handleSubmit(async (values) => {
    await login(values.email.trim(), values.password);
  });
  const busy = isSubmitting || loading;

  return (
    <AuthCard
      title={m.login.title}
      lead={m.login.lead}
      footer={
        <>
          {m.login.noAccount}{' '}
          <a href={withFrom('/register', lang, hydrated)} className="font-semibold text-brand-700 underline">
            {m.login.register}
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {justReset && !error && <NoticeBanner>{m.apiErrors[PASSWORD_RESET_DONE]}</NoticeBanner>}
        <ErrorBanner message={apiError(m, error)} />
        <TextField label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
        <TextField
          label={m.password}
          type="password"
          autoComplete="current-password"
          registration={register('password')}
          error={errors.password}
        />
        <p className="-mt-2 text-right text-sm">
          <a href={localePath('/forgot-password', lang)} className="font-semibold text-brand-700 underline">
            {m.forgotPasswordLink}
          </a>
        </p>
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? m.login.submitting : m.login.submit}
        </button>
      </form>
    </AuthCard>
  );
}

export default function LoginIsland({ messages, lang }: { messages: IslandMessages; lang: Lang }) {
  return (
    <IslandBoundary messages={messages}>
      <LoginScreen lang={lang} />
    </IslandBoundary>
  );
}
