// /forgot-password: ask for a reset link. The answer is the same whether or not the address
// has an account, so the page cannot be used to find out who is a customer.
import { useState } from 'react';
import { forgotPasswordFields, RESET_LINK_SENT } from '#domain/forms/passwordReset';
import { errorMessage } from '../../lib/api';
import { requestPasswordReset } from './authApi';
import { localePath, type Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { apiError } from './apiError';
import { NoticeBanner } from '../shared/ui/Banners';
import { AuthCard } from './AuthCard';
import { ErrorBanner } from '../shared/ui/Banners';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';

function ForgotPasswordScreen({ lang }: { lang: Lang }) {
  const m = useMessages('auth');
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
      setFailure(apiError(m, errorMessage(error, m.forgot.failed, [0, 408, 500, 502, 503])) ?? null);
    }
  });

  return (
    <AuthCard
      title={m.forgot.title}
      lead={m.forgot.lead}
      footer={
        <>
          {m.forgot.remembered}{' '}
          <a href={localePath('/login', lang)} className="font-semibold text-brand-700 underline">
            {m.forgot.logIn}
          </a>
        </>
      }
    >
      {sent ? (
        <NoticeBanner>{m.apiErrors[RESET_LINK_SENT]}</NoticeBanner>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <ErrorBanner message={failure} />
          <TextField label={m.email} type="email" autoComplete="email" registration={register('email')} error={errors.email} />
          <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
            {isSubmitting ? m.forgot.submitting : m.forgot.submit}
          </button>
        </form>
      )}
    </AuthCard>
  );
}

export default function ForgotPasswordIsland({ messages, lang }: { messages: IslandMessages; lang: Lang }) {
  return (
    <IslandBoundary messages={messages}>
      <ForgotPasswordScreen lang={lang} />
    </IslandBoundary>
  );
}
