// The account calls of the auth islands (sign-in, sign-up and the session live in authStore).
import type { User } from '#domain/accounts/schemas';
import type { ProfileUpdate } from '#domain/forms/account';
import type { Lang } from '#domain/i18n/locales';
import { api } from '../../lib/api';

/** Answers a fresh token when the server rotated it. */
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.patch<{ access_token?: string }>('/auth/change-password', { current_password: currentPassword, new_password: newPassword });

/** Name, phone and the language of the person's e-mails. */
export const updateProfile = (profile: Partial<ProfileUpdate> & { lang?: Lang }) => api.patch<User>('/auth/me', profile);

export const requestPasswordReset = (email: string) => api.post('/auth/forgot-password', { email });

export const resetPassword = (token: string, newPassword: string) => api.post('/auth/reset-password', { token, new_password: newPassword });
