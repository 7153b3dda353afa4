// Consultation request.
import { choice, list, matches, maxLength, minLength, required, text, verbatim, type FieldValues } from './rules';
import { PHONE_PATTERN, normalizePhone, requiredEmail } from './shared';

export const consultationProjectTypes = [
  { value: 'data-center', label: 'Data Center' },
  { value: 'enterprise-campus', label: 'Enterprise Campus' },
  { value: 'telecom-infrastructure', label: 'Telecom Infrastructure' },
  { value: 'industrial-network', label: 'Industrial Network' },
  { value: 'government-municipal', label: 'Government / Municipal' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'educational', label: 'Educational' },
  { value: 'emergency-repair', label: 'Emergency Repair' },
  { value: 'other', label: 'Other' },
] as const;

export const consultationServices = [
  'Fiber Cable Installation',
  'Network Design & Engineering',
  'Testing & Certification',
  'Emergency Repairs',
  'Infrastructure Upgrade',
  'Maintenance Contracts',
  'Fusion Splicing',
  'Training Services',
] as const;

export const CONSULTATION_DESCRIPTION_MAX = 800;

export const consultationFields = {
  name: text(
    required('Name is required'),
    minLength(2, 'Name must be at least 2 characters'),
    maxLength(100, 'Name must be less than 100 characters'),
  ),
  company: text(required('Company name is required'), maxLength(100, 'Company name must be less than 100 characters')),
  email: requiredEmail(),
  phone: text(matches(PHONE_PATTERN, 'Invalid phone number', normalizePhone)),
  projectType: choice(
    consultationProjectTypes.map((p) => p.value),
    'Please select a project type',
  ),
  serviceTypes: list(consultationServices, 1, 'Please select at least one service'),
  description: verbatim(maxLength(CONSULTATION_DESCRIPTION_MAX, 'Description must be less than 800 characters')),
};
export type ConsultationForm = FieldValues<typeof consultationFields>;
