// /register: the account form; an authenticated visitor goes to /. A new account
// goes back to the page the person came from (?from=, as /login does), with a notice.
import { useEffect, useRef } from 'react';
import { registerFormFields } from '#domain/forms/registration';
import { localePath, type Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { apiError } from './apiError';
import { AuthCard, SigningInCard } from './AuthCard';
import { register as registerAccount } from '../shared/session/authStore';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { afterSignIn, withFrom } from '../shared/session/navigation';
import { useAuthFormState } from './useAuthFormState';

/** The API's 409 answer for an e-mail that already has an account (server/accounts/authRoutes.ts). */
const EMAIL_TAKEN = 'An account with this email already exists';

function RegisterScreen({ lang }: { lang: Lang }) {
  const { isAuthenticated, loading, error, user, hydrated } = useAuthFormState();
  const m = useMessages('auth');
  const created = m.register.accountCreated;
  const { register, handleSubmit, errors, submitting: isSubmitting } = useValidatedForm(registerFormFields);
  const registering = useRef(false);

  useEffect(() => {
    if (!isAuthenticated) return;
    // Back to ?from= (never a desk, as before), in this page's language.
    const leave = () => location.replace(afterSignIn('customer'));
    // The notice's module loads only for a new account: it is not in the form's own bytes.
    if (registering.current) void import('../shared/session/pageNotice').then((m) => m.setPageNotice(created, 'success')).finally(leave);
    else leave();
  }, [isAuthenticated, created]);

  // A stored session is being checked, or we are already leaving.
  if (isAuthenticated || (loading && user)) return <SigningInCard title={m.register.title} text={m.signingIn} />;

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...payload }) => {
    registering.current = true;
    await registerAccount(payload, lang);
  });
  const emailTaken = error === EMAIL_TAKEN;
  const busy = isSubmitting || loading;
  const field = (name: keyof typeof registerFormFields) => ({ registration: register(name), error: errors[name] });

  return (
    <AuthCard
      title={m.register.title}
      lead={m.register.lead}
      footer={
        <>
          {m.register.haveAccount}{' '}
          <a href={withFrom('/login', lang, hydrated)} className="font-semibold text-brand-700 underline">
            {m.register.logIn}
          </a>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <ErrorBanner message={apiError(m, error)} />
        {emailTaken && (
          <p className="-mt-2 flex gap-4 text-sm">
            <a href={withFrom('/login', lang, hydrated)} className="font-semibold text-brand-700 underline">
              {m.register.logIn}
            </a>
            <a href={localePath('/forgot-password', lang)} className="font-semibold text-brand-700 underline">
              {m.forgotPasswordLink}
            </a>
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.register.firstName} autoComplete="given-name" optional {...field('first_name')} />
          <TextField label={m.register.lastName} autoComplete="family-name" optional {...field('last_name')} />
        </div>
        <TextField label={m.register.username} autoComplete="username" {...field('username')} />
        <TextField
          label={m.email}
          type="email"
          autoComplete="email"
          {...field('email')}
          error={errors.email ?? (emailTaken ? apiError(m, EMAIL_TAKEN)! : undefined)}
        />
        <TextField label={m.register.phone} type="tel" autoComplete="tel" optional {...field('phone')} />
        <TextField label={m.password} type="password" autoComplete="new-password" {...field('password')} />
        <TextField label={m.register.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
        <button type="submit" className="btn btn-primary w-full" disabled={busy}>
          {busy ? m.register.submitting : m.register.submit}
        </button>
      </form>
    </AuthCard>
  );
}

export default function RegisterIsland({ messages, lang }: { messages: IslandMessages; lang: Lang }) {
  return (
    <IslandBoundary messages={messages}>
      <RegisterScreen lang={lang} />
    </IslandBoundary>
  );
}
