// The one place every form of this area hands its submission to the e-mail sender (with
// the offline outbox around it). The sender is not part of the page's first load: it is
// fetched once the form is on screen, so a form filled in later without a connection can
// still be queued.
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { QueueResult } from '../shared/offline/queue';

const loadSender = () => import('../shared/offline/queue');

export function preloadSender(): void {
  void loadSender().catch(() => undefined);
}

/** Sends now, or keeps it on the device to send when the connection returns (`queued`). */
export const submitForm = async (submission: FormSubmission): Promise<QueueResult> => (await loadSender()).submitOrQueue(submission);
