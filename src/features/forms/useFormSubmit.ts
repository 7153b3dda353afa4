// Sends one form's submission and tracks the outcome: the sender's own message on failure,
// the page's success text on success. A second submit while sending is ignored.
import { useEffect, useRef, useState } from 'react';
import { toast } from '../shared/toast';
import type { FormSubmission } from '../../lib/email/formSubmission';
import type { QueueResult } from '../shared/offline/queue';
import type { FormMessages } from './formMessages';
import { preloadSender, submitForm } from './submitForm';

export type SubmitOutcome =
  { kind: 'idle' } | { kind: 'success' } | { kind: 'queued'; message: string } | { kind: 'error'; message: string };

export function useFormSubmit(messages: FormMessages) {
  const [outcome, setOutcome] = useState<SubmitOutcome>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  useEffect(preloadSender, []);

  /** Resolves the result once the team has the submission (or it waits on the device), else null. */
  async function submit(submission: FormSubmission): Promise<QueueResult | null> {
    if (inFlight.current) return null;
    inFlight.current = true;
    setSending(true);
    setOutcome({ kind: 'idle' });
    try {
      // The language is taken now: a submission kept offline may leave from another page.
      const result = await submitForm({ lang: document.documentElement.lang === 'es' ? 'es' : 'en', ...submission });
      if (result.queued) {
        // Offline: kept on the device and sent when the connection returns (offline outbox).
        toast.info(result.message);
        setOutcome({ kind: 'queued', message: result.message });
        return result;
      }
      if (result.success) {
        toast.success(messages.sent ?? result.message);
        setOutcome({ kind: 'success' });
        return result;
      }
      toast.error(messages.failed);
      const message = messages.failure && result.reason ? messages.failure(result.reason, submission.formType) : result.message;
      setOutcome({ kind: 'error', message });
      return null;
    } catch {
      setOutcome({ kind: 'error', message: messages.crashed });
      return null;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return { outcome, sending, submit, clearOutcome: () => setOutcome({ kind: 'idle' }) };
}
