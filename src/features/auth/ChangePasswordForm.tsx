// Security tab (SPEC §5 "Change password"). The API revokes older tokens and answers a
// fresh one, which replaces the stored token so this tab stays signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { changePasswordFormSchema } from '../../domain/forms/auth';
import { api } from '../../lib/api';
import { replaceToken } from './authStore';
import { FormField } from './FormField';
import { failureWithReason } from './failureWithReason';

type Values = z.infer<typeof changePasswordFormSchema>;
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { register, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await api.patch<{ access_token?: string }>('/auth/change-password', {
        current_password: currentPassword,
        new_password: newPassword,
      });
      if (answer?.access_token) replaceToken(answer.access_token);
      reset(EMPTY);
      toast.success('Password changed successfully');
    } catch (error) {
      toast.error(failureWithReason(error, 'Failed to change password'));
    }
  });
  const field = (name: keyof Values) => ({ registration: register(name), error: errors[name]?.message });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="security-heading" className="max-w-md space-y-4">
      <h2 id="security-heading" className="text-xl font-bold text-slate-900">Change Password</h2>
      <FormField label="Current Password" type="password" autoComplete="current-password" {...field('currentPassword')} />
      <FormField label="New Password" type="password" autoComplete="new-password" {...field('newPassword')} />
      <FormField label="Confirm New Password" type="password" autoComplete="new-password" {...field('confirmPassword')} />
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Changing Password...' : 'Change Password'}
      </button>
    </form>
  );
}
