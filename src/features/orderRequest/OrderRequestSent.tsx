// What the order dialog shows once the request is sent, until the person closes it: the outcome,
// the reference to quote, and what happens next. It takes the focus, so a screen reader reads it.
import { useEffect, useRef } from 'react';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../shared/useMessages';

export interface SentRequest {
  email: string;
  /** The reference the e-mails carry (none while the request waits offline). */
  reference?: string;
  /** Offline: what was said about the request kept on this device. */
  queuedMessage?: string;
}

export function OrderRequestSent({ sent }: { sent: SentRequest }) {
  const m = useMessages('catalogue').order;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-slate-900 outline-none"
    >
      <p className="font-semibold">{sent.queuedMessage ?? m.success}</p>
      {sent.reference && (
        <p className="mt-2">
          {m.yourReference} <strong className="font-mono">{sent.reference}</strong>
        </p>
      )}
      <h3 className="mt-3 text-base font-bold">{m.whatNext}</h3>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {sent.reference && <li>{fill(m.emailed, { email: sent.email })}</li>}
        <li>{m.nextStep}</li>
      </ul>
    </div>
  );
}
