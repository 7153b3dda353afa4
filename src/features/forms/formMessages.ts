// The forms' fixed success and failure texts.
export const formMessages = {
  consultation: {
    success: "Your consultation request has been submitted! We'll contact you within 24 hours.",
    failed: 'Failed to send consultation request. Please try again or contact us directly.',
    crashed: 'Failed to submit consultation request. Please try again or call us directly.',
  },
  contact: {
    success: 'Your inquiry has been sent! Our team will contact you within 24 hours.',
    failed: 'Failed to send contact form. Please try again or contact us directly.',
    crashed: 'Failed to send inquiry. Please try again or call us directly.',
  },
  apply: {
    success: 'Application Submitted Successfully!',
    successDetail:
      'Thank you for your interest in joining our team. Our HR department will review your application and contact you within 5-7 business days if your qualifications match our requirements.',
    failed: 'Failed to send job application. Please try again or contact us directly.',
    crashed: 'Failed to submit application. Please try again or contact us directly.',
  },
} as const;
/** What a form says when sending fails: the toast, and the banner when the sender itself crashed. */
export interface FormMessages {
  failed: string;
  crashed: string;
  /** The success toast, when not the sender's own text. */
  sent?: string;
}
