// What the contact form sends to the universal sender (the link's course or session details
// included): pure, unit-tested.
import type { ContactForm } from '#domain/forms/contact';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { ContactContext } from './contactKind';

export function contactSubmission(f: ContactForm, context: ContactContext): FormSubmission {
  return {
    formType: context.formType,
    name: f.name,
    email: f.email,
    phone: f.phone,
    company: f.company,
    subject: `${f.inquiryType} - ${f.projectType}`,
    message: f.message,
    courseTitle: context.courseTitle,
    totalAmount: context.price,
    sessionId: context.sessionId,
    additionalInfo: { 'Inquiry type': f.inquiryType, 'Project type': f.projectType, ...context.details },
  };
}
