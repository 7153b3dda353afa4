// The outbox of form submissions made while offline: kept on the device, sent when
// the connection returns, each exactly once. Storage, sender, lock and notices are passed
// in, so the rules are tested without a browser (src/features/offline/queue.ts wires them).
import type { SendResult } from '../../../lib/email/sendFormSubmission';
import type { FormSubmission } from '../../../lib/email/formSubmission';
import { QUEUE_KEY } from './cacheNames';

export interface QueuedSubmission {
  id: string;
  submission: FormSubmission;
  queuedAt: number;
  attempts: number;
  /** Not sent again before this time (ms): back-off after a busy or failing relay. */
  notBefore?: number;
}
export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}
export type QueueResult = SendResult & { queued?: true };
export interface QueueDeps {
  storage: QueueStorage;
  send: (s: FormSubmission) => Promise<SendResult>;
  /** Runs `task` while no other tab runs it; resolves without running it if one does. */
  exclusive: (task: () => Promise<void>) => Promise<void>;
  isOnline: () => boolean;
  newId: () => string;
  now: () => number;
  onSent: (item: QueuedSubmission, result: SendResult) => void;
  onGaveUp: (item: QueuedSubmission, result: SendResult) => void;
}

export { QUEUE_KEY };
/** A failure that says nothing about why (no HTTP answer to judge) is tried this often. */
export const MAX_ATTEMPTS = 3;
/** Back-off after a busy or failing relay: 30 s, doubling, at most 30 minutes. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** attempts, 30 * 60_000);
// The reason text for a failure to reach the e-mail service at all.
const NETWORK_REASON = 'Network connection error.';

const LABELS: Record<string, string> = {
  order: 'order request',
  contact: 'message',
  consultation: 'consultation request',
  apply: 'job application',
  course: 'enrollment request',
  training: 'training inquiry',
  checkout: 'order',
  other: 'message',
};
export const submissionLabel = (s: FormSubmission) => LABELS[s.formType] ?? 'message';
export const queuedMessage = (s: FormSubmission) =>
  `You are offline. Your ${submissionLabel(s)} is saved on this device and will be sent automatically when the connection returns.`;
export const sentMessage = (s: FormSubmission) => `Back online: your ${submissionLabel(s)} has been sent.`;

export const isNetworkFailure = (r: SendResult) => !r.success && r.message.includes(NETWORK_REASON);
/** Time-outs, rate limits and server errors pass: the submission is kept and tried again. */
export const isTemporaryFailure = (r: SendResult) => r.status !== undefined && (r.status === 408 || r.status === 429 || r.status >= 500);
/** The relay answered and refused the content itself: trying again cannot help. */
const isRefusal = (r: SendResult) => r.status !== undefined && r.status >= 400 && !isTemporaryFailure(r);

export function createFormQueue(deps: QueueDeps) {
  const read = (): QueuedSubmission[] => {
    try {
      const items = JSON.parse(deps.storage.getItem(QUEUE_KEY) ?? '[]') as unknown;
      return Array.isArray(items) ? (items as QueuedSubmission[]) : [];
    } catch {
      return [];
    }
  };
  const write = (items: QueuedSubmission[]) => deps.storage.setItem(QUEUE_KEY, JSON.stringify(items));
  const update = (change: (items: QueuedSubmission[]) => QueuedSubmission[]) => write(change(read()));

  function enqueue(submission: FormSubmission): QueueResult {
    update((items) => [...items, { id: deps.newId(), submission, queuedAt: deps.now(), attempts: 0 }]);
    return { success: true, queued: true, message: queuedMessage(submission) };
  }

  /**
   * Sends now when online; keeps it for later when the device is offline. A request that
   * fails while the device says it is online shows 'Network connection error.'
   * and keeps the form, so the person decides to try again.
   */
  async function submitOrQueue(submission: FormSubmission): Promise<QueueResult> {
    return deps.isOnline() ? deps.send(submission) : enqueue(submission);
  }

  const keep = (item: QueuedSubmission, wait: number) =>
    update((items) => items.map((i) => (i.id === item.id ? { ...i, attempts: i.attempts + 1, notBefore: deps.now() + wait } : i)));
  const drop = (item: QueuedSubmission) => update((items) => items.filter((i) => i.id !== item.id));

  /**
   * Sends what is due, oldest first, one tab at a time; stops at the first network failure.
   * A busy relay (408, 429, 5xx) means later, honouring its Retry-After; only a refusal of
   * the content (another 4xx) ends a submission, and the person is told.
   */
  function flush(): Promise<void> {
    return deps.exclusive(async () => {
      for (const item of read()) {
        if (!deps.isOnline()) return;
        if ((item.notBefore ?? 0) > deps.now()) continue;
        // Still there? Another tab may have sent it before this one got the lock.
        if (!read().some((i) => i.id === item.id)) continue;
        const result = await deps.send(item.submission);
        if (result.success) {
          drop(item);
          deps.onSent(item, result);
        } else if (isNetworkFailure(result)) {
          return;
        } else if (isTemporaryFailure(result)) {
          keep(item, Math.max(retryDelayMs(item.attempts), (result.retryAfterSeconds ?? 0) * 1000));
        } else if (isRefusal(result) || item.attempts + 1 >= MAX_ATTEMPTS) {
          drop(item);
          deps.onGaveUp(item, result);
        } else {
          keep(item, 0);
        }
      }
    });
  }

  /** Milliseconds until the next stored submission is due (undefined when none waits). */
  function nextDueIn(): number | undefined {
    const times = read().map((i) => (i.notBefore ?? 0) - deps.now());
    return times.length ? Math.max(0, Math.min(...times)) : undefined;
  }

  return { submitOrQueue, flush, nextDueIn, pending: () => read().length };
}
