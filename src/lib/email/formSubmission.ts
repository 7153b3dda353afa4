// What a form sends: the one shape every form of the site hands to the sender.
import type { Lang } from '#domain/i18n/locales';

export type FormType = 'order' | 'contact' | 'consultation' | 'apply' | 'course' | 'checkout' | 'training' | 'other';

export interface FormSubmission {
  formType: FormType;
  name: string;
  email: string;
  phone?: string;
  subject?: string;
  message: string;
  company?: string;
  location?: string;
  productName?: string;
  courseTitle?: string;
  totalAmount?: number | string;
  additionalInfo?: string | Record<string, unknown>;
  /** A session registration's session: the server holds a seat (or a waitlist place) for it. */
  sessionId?: number;
  /** The language of the page it was sent from: the acknowledgement is written in it. */
  lang?: Lang;
}
