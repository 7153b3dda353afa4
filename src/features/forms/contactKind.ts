// What the contact page knows before its prefill (./contactPrefill.ts) is read: the plain
// contact form, and the title an enrollment link gives the page. Small on purpose: the page's
// script and the island's first view need only this; the prefill comes when the address has one.
import type { ContactContext } from './contactPrefill';

export const PLAIN_CONTACT: ContactContext = { kind: 'general', title: 'Contact Us', formType: 'contact', details: {}, values: {} };

/** The page's title for a link's `type`: a course enrollment, a session registration or plain contact. */
export const contactTitle = (type: string): ContactContext['title'] =>
  type === 'course' ? 'Course Enrollment Request' : type === 'session' ? 'Training Session Registration' : 'Contact Us';
