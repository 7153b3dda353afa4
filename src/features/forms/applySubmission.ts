// What the job application sends to the universal sender: pure, unit-tested.
import type { ApplyForm } from '#domain/forms/apply';
import type { FormSubmission } from '../../lib/email/formSubmission';

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
