// Security tab. The API revokes older tokens and answers a
// fresh one, which replaces the stored token so this tab stays signed in.
import { toast } from '../shared/toast';
import { changePasswordFormFields } from '#domain/forms/account';
import { changePassword } from './authApi';
import { replaceToken } from '../shared/session/authStore';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { failureWithReason } from '../../lib/failureWithReason';
import { useMessages } from '../shared/useMessages';

export function ChangePasswordForm() {
  const m = useMessages('account').password;
  const auth = useMessages('auth');
  const { register, handleSubmit, reset, errors, submitting: isSubmitting } = useValidatedForm(changePasswordFormFields);

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await changePassword(currentPassword, newPassword);
      if (answer?.access_token) replaceToken(answer.access_token);
      reset();
      toast.success(m.changed);
    } catch (error) {
      toast.error(failureWithReason(error, m.failed, auth.apiErrors));
    }
  });
  const field = (name: keyof typeof changePasswordFormFields) => ({ registration: register(name), error: errors[name] });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="security-heading" className="max-w-md space-y-4">
      <h2 id="security-heading" className="text-xl font-bold text-slate-900">
        {m.title}
      </h2>
      <TextField label={m.current} type="password" autoComplete="current-password" {...field('currentPassword')} />
      <TextField label={m.new} type="password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label={m.confirm} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? m.submitting : m.submit}
      </button>
    </form>
  );
}
