// What the booking form sends and says (loaded with it, not with /contact's plain form).
import type { BookingForm } from '#domain/forms/booking';
import type { Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages/types';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { ContactContext } from './contactKind';

/** What the sender says of a booking, in the form's language. */
export const bookingMessages = ({ sent, failed, crashed }: Messages['forms']['booking']) => ({ sent, failed, crashed });

/** A seat in a training session: the team reads it as the contact form's session enrollment did. */
export function bookingSubmission(f: BookingForm, context: ContactContext, lang: Lang): FormSubmission {
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
    lang,
    additionalInfo: { ...kind, ...context.details },
  };
}
