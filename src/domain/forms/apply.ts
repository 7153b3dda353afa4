// Job application 'Join Our Team'.
import { matches, maxLength, minLength, required, text, type FieldValues } from './rules';
import { requiredEmail } from './shared';

export const APPLY_MESSAGE_MAX = 2000;
/** Optional plus, first digit 1-9, then 7-15 digits, spaces, hyphens or parentheses. */
export const APPLY_PHONE_PATTERN = /^\+?[1-9][\d\s\-()]{7,15}$/;

export const applyFields = {
  full_name: text(
    required('Full name is required'),
    minLength(2, 'Name must be at least 2 characters'),
    maxLength(100, 'Name must not exceed 100 characters'),
  ),
  email: requiredEmail(),
  phone: text(required('Phone number is required'), matches(APPLY_PHONE_PATTERN, 'Please enter a valid phone number')),
  location: text(
    required('Location is required'),
    minLength(2, 'Location must be at least 2 characters'),
    maxLength(100, 'Location must not exceed 100 characters'),
  ),
  message: text(
    required('Please tell us why you want to work with us'),
    minLength(50, 'Please provide more details (at least 50 characters)'),
    maxLength(APPLY_MESSAGE_MAX, 'Message must not exceed 2000 characters'),
  ),
};
export type ApplyForm = FieldValues<typeof applyFields>;
