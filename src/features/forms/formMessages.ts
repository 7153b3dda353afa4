// What a form says after sending, in its page's language (the catalogue's `forms` area).
import { fill } from '#domain/i18n/fill';
import type { Messages } from '#domain/i18n/messages';

/** What a form says when sending fails: the toast, and the banner when the sender itself crashed. */
export interface FormMessages {
  failed: string;
  crashed: string;
  /** The success toast, when not the sender's own text. */
  sent?: string;
  /** The failure banner in the page's language, from the sender's reason; else the sender's own text. */
  failure?: (reason: string, formType: string) => string;
}

/** A form's messages with the failure banner written from the catalogue's `forms.sending`. */
export function withFailure(own: Omit<FormMessages, 'failure'>, sending: Messages['forms']['sending'], email: string): FormMessages {
  const reasons: Record<string, string> = sending.reasons;
  return {
    ...own,
    failure: (reason, formType) => fill(sending.failure, { formType, reason: reasons[reason] ?? reason, email }),
  };
}
