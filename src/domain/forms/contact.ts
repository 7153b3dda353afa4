// Contact, enrollment and training inquiry form.
import { choice, minLength, required, text, type FieldValues } from './rules';
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

export const contactFields = {
  name: text(required('Name is required'), minLength(2, 'Name must be at least 2 characters')),
  company: text(required('Company name is required'), minLength(2, 'Company name must be at least 2 characters')),
  email: requiredEmail(),
  phone: text(required('Phone number is required')),
  inquiryType: choice(inquiryTypes, 'Please select an inquiry type'),
  projectType: choice(contactProjectTypes, 'Please select a project type'),
  message: text(required('Message is required'), minLength(10, 'Message must be at least 10 characters')),
};
export type ContactForm = FieldValues<typeof contactFields>;
