// What the booking form sends and says (loaded with it, not with /contact's plain form).
import type { BookingForm } from '#domain/forms/booking';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { ContactContext } from './contactPrefill';

export const bookingMessages = {
  sent: 'Your registration has been sent.',
  failed: 'Failed to send your registration. Please try again or contact us directly.',
  crashed: 'Failed to send your registration. Please try again or call us directly.',
};

/** A seat in a training session: the team reads it as the contact form's session enrollment did. */
export function bookingSubmission(f: BookingForm, context: ContactContext): FormSubmission {
  const kind = { 'Inquiry type': 'Training & Education', 'Project type': 'Session Enrollment' };
  return {
    formType: context.formType,
    name: f.name,
    email: f.email,
    phone: f.phone,
    company: f.company || undefined,
    subject: `${kind['Inquiry type']} - ${kind['Project type']}`,
    message: context.values.message ?? '',
    courseTitle: context.courseTitle,
    sessionId: context.sessionId,
    additionalInfo: { ...kind, ...context.details },
  };
}
