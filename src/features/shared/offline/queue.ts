// Browser wiring of the form outbox: forms call submitOrQueue() instead of sending directly;
// every page flushes the outbox when it loads and whenever the connection returns
// (features/offline/offlineSync.ts loads this module only when something is waiting).
import { sendFormSubmission } from '../../../lib/email/sendFormSubmission';
import type { FormSubmission } from '../../../lib/email/formSubmission';
import { showPageToast } from '../../../lib/pageToast';
import { createFormQueue, sentMessage, type QueueResult } from './formQueue';

const LOCK = 'offline-form-queue';

const queue = createFormQueue({
  // Read at call time: this module is also imported while pages render on the server.
  storage: { getItem: (key) => localStorage.getItem(key), setItem: (key, value) => localStorage.setItem(key, value) },
  send: sendFormSubmission,
  exclusive: (task) =>
    'locks' in navigator
      ? navigator.locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? task() : undefined)).then(() => undefined)
      : task(),
  isOnline: () => navigator.onLine,
  newId: () => crypto.randomUUID(),
  now: () => Date.now(),
  onSent: (item) => showPageToast(sentMessage(item.submission), 'success', 6000),
  onGaveUp: (_item, result) => showPageToast(result.message, 'error', 10000),
});

export const submitOrQueue = (submission: FormSubmission): Promise<QueueResult> => queue.submitOrQueue(submission);
let timer: ReturnType<typeof setTimeout> | undefined;
/** Sends what is due, then comes back when the next kept submission is due. */
export async function flushQueue(): Promise<void> {
  clearTimeout(timer);
  await queue.flush();
  const due = queue.nextDueIn();
  if (due !== undefined && navigator.onLine) timer = setTimeout(() => void flushQueue(), Math.max(due, 1000));
}
export type { QueueResult };
