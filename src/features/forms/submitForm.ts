// The one place every form of this area hands its submission to the e-mail sender, so a
// wrapper (for example an offline queue) can be added here once for all of them.
import { sendFormSubmission, type FormSubmission, type SendResult } from '../../lib/email/sendFormSubmission';

export const submitForm = (submission: FormSubmission): Promise<SendResult> => sendFormSubmission(submission);
