// What the contact page knows before its prefill (./contactPrefill.ts) is read: the plain
// contact form, and the title an enrollment link gives the page. Small on purpose: the page's
// script and the island's first view need only this; the prefill comes when the address has one.
import type { ContactForm } from '#domain/forms/contact';
import type { FormType } from '../../lib/email/formSubmission';

/** What a link to the contact page asks for: the kind of request, its title, form type and prefill. */
export interface ContactContext {
  kind: 'course' | 'session' | 'training' | 'general';
  title: 'Course Enrollment Request' | 'Training Session Registration' | 'Contact Us';
  /**
   * Course enrollment is 'course'. A session registration is a booking for a scheduled
   * training, and the /training link is a training inquiry: both are 'training'.
   */
  formType: FormType;
  courseTitle?: string;
  price?: string;
  /** The session a "Join Session" link registers for. */
  sessionId?: number;
  /** A "Join the waitlist" link: the session had no seat left (spots=0). */
  waitlist?: boolean;
  /** Labelled facts shown above the form and sent to the team. */
  details: Record<string, string>;
  values: Partial<Pick<ContactForm, 'inquiryType' | 'projectType' | 'message'>>;
}

export const PLAIN_CONTACT: ContactContext = { kind: 'general', title: 'Contact Us', formType: 'contact', details: {}, values: {} };

/** The page's title for a link's `type`: a course enrollment, a session registration or plain contact. */
export const contactTitle = (type: string): ContactContext['title'] =>
  type === 'course' ? 'Course Enrollment Request' : type === 'session' ? 'Training Session Registration' : 'Contact Us';
