// Profile Information (SPEC §2, §5 "Profile"): read-only until 'Edit Profile'; e-mail never
// editable; 'Save Changes' only when valid and changed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { profileFormSchema, type ProfileForm as ProfileValues } from '../../domain/forms/auth';
import { api } from '../../lib/api';
import { updateUser } from './authStore';
import { FormField } from './FormField';
import { failureWithReason } from './failureWithReason';
import type { User } from './types';

const valuesOf = (user: User): ProfileValues => ({
  firstName: user.first_name ?? '',
  lastName: user.last_name ?? '',
  email: user.email,
  phone: user.phone ?? '',
});

export function ProfileForm({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const { register, handleSubmit, reset, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileFormSchema),
    mode: 'onChange',
    defaultValues: valuesOf(user),
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await api.patch<User>('/auth/me', {
        first_name: values.firstName.trim(),
        last_name: values.lastName.trim(),
        phone: values.phone.trim(),
      });
      updateUser(updated);
      reset(valuesOf(updated));
      setEditing(false);
      toast.success('Profile updated successfully');
    } catch (error) {
      toast.error(failureWithReason(error, 'Failed to update profile'));
    }
  });
  const cancel = () => {
    reset(valuesOf(user));
    setEditing(false);
  };
  const field = (name: keyof ProfileValues) => ({ registration: register(name), error: errors[name]?.message });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="profile-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="text-xl font-bold text-slate-900">Profile Information</h2>
        {!editing && (
          <button type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="given-name" readOnly={!editing} {...field('firstName')} />
        <FormField label="Last Name" autoComplete="family-name" readOnly={!editing} {...field('lastName')} />
        <FormField label="Email" type="email" autoComplete="email" disabled {...field('email')} />
        <FormField label="Phone" type="tel" autoComplete="tel" optional readOnly={!editing} {...field('phone')} />
      </div>
      {editing && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn btn-primary" disabled={!isValid || !isDirty || isSubmitting}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </button>
          <button type="button" className="btn btn-outline" onClick={cancel} disabled={isSubmitting}>
            Cancel
          </button>
        </div>
      )}
    </form>
  );
}
