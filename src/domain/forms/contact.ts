// Contact, enrollment and training inquiry form (SPEC §3, §5 "Contact").
import { z } from '../zod';
import { requiredEmail } from './shared';

export const inquiryTypes = [
  'Product Information',
  'Technical Support',
  'Training & Education',
  'Emergency Service',
  'Partnership',
  'General Inquiry',
] as const;

export const contactProjectTypes = [
  'Course Enrollment',
  'Session Enrollment',
  'General Training Inquiry',
  'Data Center',
  'Enterprise Network',
  'Telecommunications',
  'Industrial',
  'Government',
  'Healthcare',
  'Education',
  'Repair Service',
  'Consultation',
  'Other',
] as const;

export const contactSchema = z.object({
  name: z.string().trim().min(1, { error: 'Name is required' }).min(2, { error: 'Name must be at least 2 characters' }),
  company: z
    .string()
    .trim()
    .min(1, { error: 'Company name is required' })
    .min(2, { error: 'Company name must be at least 2 characters' }),
  email: requiredEmail('Email is required', 'Invalid email address'),
  phone: z.string().trim().min(1, { error: 'Phone number is required' }),
  inquiryType: z.enum(inquiryTypes, { error: 'Please select an inquiry type' }),
  projectType: z.enum(contactProjectTypes, { error: 'Please select a project type' }),
  message: z
    .string()
    .trim()
    .min(1, { error: 'Message is required' })
    .min(10, { error: 'Message must be at least 10 characters' }),
});
export type ContactForm = z.infer<typeof contactSchema>;
