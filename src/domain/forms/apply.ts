// Job application 'Join Our Team' (SPEC §3, §5 "Job application").
import { z } from '../zod';
import { requiredEmail } from './shared';

export const APPLY_MESSAGE_MAX = 2000;
/** Optional plus, first digit 1-9, then 7-15 digits, spaces, hyphens or parentheses. */
export const APPLY_PHONE_PATTERN = /^\+?[1-9][\d\s\-()]{7,15}$/;

export const applySchema = z.object({
  full_name: z
    .string()
    .trim()
    .min(1, { error: 'Full name is required' })
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must not exceed 100 characters' }),
  email: requiredEmail('Email is required', 'Invalid email address'),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Phone number is required' })
    .regex(APPLY_PHONE_PATTERN, { error: 'Please enter a valid phone number' }),
  location: z
    .string()
    .trim()
    .min(1, { error: 'Location is required' })
    .min(2, { error: 'Location must be at least 2 characters' })
    .max(100, { error: 'Location must not exceed 100 characters' }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Please tell us why you want to work with us' })
    .min(50, { error: 'Please provide more details (at least 50 characters)' })
    .max(APPLY_MESSAGE_MAX, { error: 'Message must not exceed 2000 characters' }),
});
export type ApplyForm = z.infer<typeof applySchema>;
