// Login, register, profile and change-password (SPEC §3, §5). Shared by the islands and the API.
import { z } from '../zod';
import { requiredEmail } from './shared';

const optionalMax = (field: string, max: number) =>
  z.string().trim().max(max, { error: `${field} must not exceed ${max} characters` });

export const loginSchema = z.object({
  email: requiredEmail('Email is required', 'Invalid email address'),
  password: z
    .string()
    .min(1, { error: 'Password is required' })
    .min(6, { error: 'Password must be at least 6 characters' }),
});
export type LoginForm = z.infer<typeof loginSchema>;

/** What the API accepts for POST /auth/register (confirmPassword removed before sending). */
export const registerPayloadSchema = z.object({
  email: requiredEmail('Email is required', 'Invalid email address'),
  username: z
    .string()
    .trim()
    .min(1, { error: 'Username is required' })
    .min(3, { error: 'Username must be at least 3 characters' })
    .max(20, { error: 'Username must not exceed 20 characters' }),
  password: z
    .string()
    .min(1, { error: 'Password is required' })
    .min(8, { error: 'Password must be at least 8 characters' })
    .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, {
      error: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    }),
  first_name: optionalMax('First name', 50).default(''),
  last_name: optionalMax('Last name', 50).default(''),
  phone: optionalMax('Phone', 20).default(''),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const registerFormSchema = registerPayloadSchema
  .extend({ confirmPassword: z.string().min(1, { error: 'Please confirm your password' }) })
  .refine((v) => v.password === v.confirmPassword, { error: 'Passwords do not match', path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const profileFormSchema = z.object({
  firstName: z.string().trim().min(1, { error: 'First name is required' }).max(50, { error: 'First name must not exceed 50 characters' }),
  lastName: z.string().trim().min(1, { error: 'Last name is required' }).max(50, { error: 'Last name must not exceed 50 characters' }),
  email: requiredEmail('Email is required', 'Invalid email address'),
  phone: optionalMax('Phone', 20),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** PATCH /auth/me body: only these fields can change. */
export const profileUpdateSchema = z.strictObject({
  first_name: optionalMax('First name', 50).optional(),
  last_name: optionalMax('Last name', 50).optional(),
  phone: optionalMax('Phone', 20).optional(),
});

export const newPassword = z
  .string()
  .min(1, { error: 'New password is required' })
  .min(8, { error: 'Password must be at least 8 characters' })
  .regex(/[A-Za-z]/, { error: 'Password must contain at least one letter' })
  .regex(/\d/, { error: 'Password must contain at least one number' });

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: 'Current password is required' }),
    newPassword,
    confirmPassword: z.string().min(1, { error: 'Please confirm your new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { error: 'Passwords must match', path: ['confirmPassword'] });

/** PATCH /auth/change-password body. */
export const changePasswordPayloadSchema = z.object({
  current_password: z.string().min(1, { error: 'Current password is required' }),
  new_password: newPassword,
});
