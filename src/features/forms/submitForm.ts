// The one place every form of this area hands its submission to the e-mail sender, so a
// wrapper (for example an offline queue) can be added here once for all of them.
import type { FormSubmission } from '../../lib/email/sendFormSubmission';
import { submitOrQueue, type QueueResult } from '../offline/queue';

/** Sends now, or keeps it on the device to send when the connection returns (`queued`). */
export const submitForm = (submission: FormSubmission): Promise<QueueResult> => submitOrQueue(submission);
