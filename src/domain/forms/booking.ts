// The training-session booking form (/contact?type=session, "Join Session"): only what a seat
// needs — who, how to reach them, the company if any. Messages as the contact form's.
import { matches, maxLength, minLength, required, text, type FieldValues } from './rules';
import { normalizePhone, PHONE_PATTERN, requiredEmail } from './shared';

export const bookingFields = {
  name: text(required('Name is required'), minLength(2, 'Name must be at least 2 characters')),
  email: requiredEmail(),
  phone: text(required('Phone number is required'), matches(PHONE_PATTERN, 'Please enter a valid phone number', normalizePhone)),
  company: text(maxLength(200, 'Company name must be at most 200 characters')),
};
export type BookingForm = FieldValues<typeof bookingFields>;
