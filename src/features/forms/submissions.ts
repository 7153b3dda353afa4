// What each form sends to the universal sender: pure, unit-tested.
import type { ApplyForm } from '#domain/forms/apply';
import { consultationProjectTypes, type ConsultationForm } from '#domain/forms/consultation';
import type { ContactForm } from '#domain/forms/contact';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { ContactContext } from './contactPrefill';

export const projectTypeLabel = (value: string): string => consultationProjectTypes.find((p) => p.value === value)?.label ?? value;

export function consultationSubmission(f: ConsultationForm): FormSubmission {
  const projectType = projectTypeLabel(f.projectType);
  return {
    formType: 'consultation',
    name: f.name,
    email: f.email,
    phone: f.phone || undefined,
    company: f.company,
    subject: `Consultation Request - ${projectType}`,
    message: f.description.trim() || 'No project description provided.',
    additionalInfo: { 'Project type': projectType, 'Services needed': f.serviceTypes.join(', ') },
  };
}

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

export function applySubmission(f: ApplyForm): FormSubmission {
  return {
    formType: 'apply',
    name: f.full_name,
    email: f.email,
    phone: f.phone,
    location: f.location,
    subject: 'Job Application',
    message: f.message,
  };
}
