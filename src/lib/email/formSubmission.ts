// What a form sends: the one shape every form of the site hands to the sender.
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
  /** The page's language: the registration's e-mails are written in it. */
  lang?: 'en' | 'es';
}
