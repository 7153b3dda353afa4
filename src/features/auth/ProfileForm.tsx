// Profile Information: read-only until 'Edit Profile'; e-mail never
// editable; 'Save Changes' only when valid and changed.
import { useState } from 'react';
import { toast } from '../shared/toast';
import { profileFormFields, type ProfileForm as ProfileValues } from '#domain/forms/account';
import { updateProfile } from './authApi';
import { updateUser } from '../shared/session/authStore';
import { TextField } from '../shared/ui/Field';
import { useValidatedForm } from '../shared/useValidatedForm';
import { failureWithReason } from '../../lib/failureWithReason';
import type { User } from '#domain/accounts/schemas';
import { useMessages } from '../shared/useMessages';

const valuesOf = (user: User): ProfileValues => ({
  firstName: user.first_name ?? '',
  lastName: user.last_name ?? '',
  email: user.email,
  phone: user.phone ?? '',
});

export function ProfileForm({ user }: { user: User }) {
  const m = useMessages('account').profile;
  const auth = useMessages('auth');
  const [editing, setEditing] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    errors,
    submitting: isSubmitting,
    isValid,
    isDirty,
  } = useValidatedForm(profileFormFields, { mode: 'change', defaults: valuesOf(user) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateProfile({
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone.trim(),
      });
      updateUser(updated);
      reset(valuesOf(updated));
      setEditing(false);
      toast.success(m.updated);
    } catch (error) {
      toast.error(failureWithReason(error, m.updateFailed, auth.apiErrors));
    }
  });
  const cancel = () => {
    reset(valuesOf(user));
    setEditing(false);
  };
  const field = (name: keyof ProfileValues) => ({ registration: register(name), error: errors[name] });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-xl font-bold text-slate-900">
          {m.title}
        </h2>
        {!editing && (
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            {m.edit}
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={m.firstName} autoComplete="given-name" readOnly={!editing} {...field('firstName')} />
        <TextField label={m.lastName} autoComplete="family-name" readOnly={!editing} {...field('lastName')} />
        <TextField label={m.email} type="email" autoComplete="email" disabled {...field('email')} />
        <TextField label={m.phone} type="tel" autoComplete="tel" optional readOnly={!editing} {...field('phone')} />
      </div>
      {editing && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={!isValid || !isDirty || isSubmitting}>
            {isSubmitting ? m.saving : m.save}
          </button>
          <button type="button" className="btn btn-outline" onClick={cancel} disabled={isSubmitting}>
            {m.cancel}
          </button>
        </div>
      )}
    </form>
  );
}
