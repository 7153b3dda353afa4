// The offline form outbox: queued when offline or on a network failure, sent once when
// back online, kept on network failures, given up after repeated refusals.
import { describe, expect, it, vi } from 'vitest';
import { createFormQueue, MAX_ATTEMPTS, QUEUE_KEY, retryDelayMs, type QueueDeps } from '../../src/features/shared/offline/formQueue';
import type { SendResult } from '../../src/lib/email/sendFormSubmission';
import type { FormSubmission } from '../../src/lib/email/formSubmission';

const contact: FormSubmission = { formType: 'contact', name: 'Ana Ruiz', email: 'ana@example.com', message: 'Need a splicer quote' };
const OK: SendResult = { success: true, message: 'Contact form sent successfully! Our team will contact you within 24 hours.' };
const NETWORK: SendResult = {
  success: false,
  message: 'Failed to send contact. Network connection error. Please try again or contact us directly at x@y.z',
};
const REFUSED: SendResult = {
  success: false,
  message: 'Failed to send contact. Failed to send notification to team. Status: 500 Please try again …',
};

function setup(over: Partial<QueueDeps> = {}) {
  const store = new Map<string, string>();
  let online = true;
  let n = 0;
  // A lock like navigator.locks with ifAvailable: a second caller while held does nothing.
  let held = false;
  const deps: QueueDeps = {
    storage: { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => void store.set(k, v) },
    send: vi.fn(async () => OK),
    exclusive: async (task) => {
      if (held) return;
      held = true;
      try {
        await task();
      } finally {
        held = false;
      }
    },
    isOnline: () => online,
    newId: () => `id-${++n}`,
    now: () => 1_700_000_000_000,
    onSent: vi.fn(),
    onGaveUp: vi.fn(),
    ...over,
  };
  return { queue: createFormQueue(deps), deps, store, setOnline: (v: boolean) => (online = v) };
}

describe('offline form queue', () => {
  it('sends straight away when online', async () => {
    const { queue, deps } = setup();
    expect(await queue.submitOrQueue(contact)).toEqual(OK);
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toBe(0);
  });

  it('keeps the submission when offline and tells the person', async () => {
    const { queue, deps, setOnline, store } = setup();
    setOnline(false);
    const result = await queue.submitOrQueue(contact);
    expect(result).toMatchObject({ success: true, queued: true });
    expect(result.message).toBe(
      'You are offline. Your message is saved on this device and will be sent automatically when the connection returns.',
    );
    expect(deps.send).not.toHaveBeenCalled();
    expect(JSON.parse(store.get(QUEUE_KEY)!)).toEqual([{ id: 'id-1', submission: contact, queuedAt: 1_700_000_000_000, attempts: 0 }]);
  });

  it('online, a network failure is shown and nothing is stored', async () => {
    const { queue } = setup({ send: vi.fn(async () => NETWORK) });
    expect(await queue.submitOrQueue(contact)).toEqual(NETWORK);
    expect(queue.pending()).toBe(0);
  });

  it('does not queue a refusal by the e-mail service: the form shows the error', async () => {
    const { queue } = setup({ send: vi.fn(async () => REFUSED) });
    expect(await queue.submitOrQueue(contact)).toEqual(REFUSED);
    expect(queue.pending()).toBe(0);
  });

  it('sends each stored submission exactly once when back online, even with flushes racing', async () => {
    const { queue, deps, setOnline } = setup();
    setOnline(false);
    await queue.submitOrQueue(contact);
    await queue.submitOrQueue({ ...contact, formType: 'apply' });
    setOnline(true);
    await Promise.all([queue.flush(), queue.flush(), queue.flush()]);
    await queue.flush();
    expect(deps.send).toHaveBeenCalledTimes(2);
    expect(deps.onSent).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toBe(0);
  });

  it('stops at a network failure and keeps the rest for the next time', async () => {
    const send = vi.fn<(s: FormSubmission) => Promise<SendResult>>().mockResolvedValueOnce(NETWORK).mockResolvedValue(OK);
    const { queue, setOnline } = setup({ send });
    setOnline(false);
    await queue.submitOrQueue(contact);
    await queue.submitOrQueue(contact);
    setOnline(true);
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toBe(2);
    await queue.flush();
    expect(queue.pending()).toBe(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} refusals and says so`, async () => {
    const { queue, deps, setOnline } = setup({ send: vi.fn(async () => REFUSED) });
    setOnline(false);
    await queue.submitOrQueue(contact);
    setOnline(true);
    for (let i = 0; i < MAX_ATTEMPTS; i++) await queue.flush();
    expect(deps.send).toHaveBeenCalledTimes(MAX_ATTEMPTS);
    expect(deps.onGaveUp).toHaveBeenCalledWith(expect.objectContaining({ submission: contact }), REFUSED);
    expect(queue.pending()).toBe(0);
  });

  it('keeps a submission the relay was too busy for (429), waiting as long as it asked', async () => {
    let now = 1_700_000_000_000;
    const busy: SendResult = { success: false, message: 'Failed to send contact. Too many requests', status: 429, retryAfterSeconds: 600 };
    const send = vi.fn<QueueDeps['send']>().mockResolvedValueOnce(busy).mockResolvedValue(OK);
    const { queue, deps, setOnline } = setup({ send, now: () => now });
    setOnline(false);
    await queue.submitOrQueue(contact);
    setOnline(true);
    await queue.flush();
    expect(queue.pending()).toBe(1);
    expect(queue.nextDueIn()).toBe(600_000);
    now += 599_000;
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(1);
    now += 1_000;
    await queue.flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(queue.pending()).toBe(0);
    expect(deps.onSent).toHaveBeenCalledTimes(1);
    expect(deps.onGaveUp).not.toHaveBeenCalled();
  });

  it('never gives up on time-outs and server errors: it backs off and tries again', async () => {
    let now = 0;
    const failing: SendResult = {
      success: false,
      message: 'Failed to send contact. Failed to send notification to team. Status: 503 …',
      status: 503,
    };
    const { queue, deps, setOnline } = setup({ send: vi.fn(async () => failing), now: () => now });
    setOnline(false);
    await queue.submitOrQueue(contact);
    setOnline(true);
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
      await queue.flush();
      expect(queue.nextDueIn()).toBe(retryDelayMs(i));
      now += retryDelayMs(i);
    }
    expect(deps.send).toHaveBeenCalledTimes(MAX_ATTEMPTS + 3);
    expect(deps.onGaveUp).not.toHaveBeenCalled();
    expect(queue.pending()).toBe(1);
    expect(retryDelayMs(20)).toBe(30 * 60_000);
  });

  it('ends a submission whose content the relay refused (422) at once, and says so', async () => {
    const refused: SendResult = { success: false, message: 'Failed to send contact. Field required …', status: 422 };
    const { queue, deps, setOnline } = setup({ send: vi.fn(async () => refused) });
    setOnline(false);
    await queue.submitOrQueue(contact);
    setOnline(true);
    await queue.flush();
    expect(deps.send).toHaveBeenCalledTimes(1);
    expect(deps.onGaveUp).toHaveBeenCalledWith(expect.objectContaining({ submission: contact }), refused);
    expect(queue.pending()).toBe(0);
  });

  it('survives a damaged outbox', async () => {
    const { queue, store } = setup();
    store.set(QUEUE_KEY, '{not json');
    expect(queue.pending()).toBe(0);
    await expect(queue.flush()).resolves.toBeUndefined();
  });
});
