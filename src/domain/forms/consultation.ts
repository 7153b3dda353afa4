// Consultation request (SPEC §3, §5 "Consultation").
import { z } from '../zod';
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

export const consultationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Name is required' })
    .min(2, { error: 'Name must be at least 2 characters' })
    .max(100, { error: 'Name must be less than 100 characters' }),
  company: z
    .string()
    .trim()
    .min(1, { error: 'Company name is required' })
    .max(100, { error: 'Company name must be less than 100 characters' }),
  email: requiredEmail('Email is required', 'Invalid email address'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(normalizePhone(v)), { error: 'Invalid phone number' }),
  projectType: z.enum(consultationProjectTypes.map((p) => p.value) as [string, ...string[]], {
    error: 'Please select a project type',
  }),
  serviceTypes: z.array(z.enum(consultationServices)).min(1, { error: 'Please select at least one service' }),
  description: z
    .string()
    .max(CONSULTATION_DESCRIPTION_MAX, { error: 'Description must be less than 800 characters' }),
});
export type ConsultationForm = z.infer<typeof consultationSchema>;
