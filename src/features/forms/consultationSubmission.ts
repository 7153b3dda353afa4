// What the consultation form sends to the universal sender: pure, unit-tested. One file per
// form, so a form's page carries only its own (the consultation's project list is not the contact page's).
import { consultationProjectTypes, type ConsultationForm } from '#domain/forms/consultation';
import type { FormSubmission } from '../../lib/email/formSubmission';

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
