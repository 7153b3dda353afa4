// The banner under a form's heading: the success text, or the failure message.
import type { ReactNode } from 'react';
import type { SubmitOutcome } from './useFormSubmit';

export function FormOutcome({ outcome, success }: { outcome: SubmitOutcome; success: ReactNode }) {
  return (
    <>
      {/* The status region stays mounted so that screen readers announce the success text. */}
      <div role="status">
        {outcome.kind === 'success' && (
          <div className="rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-emerald-900">{success}</div>
        )}
        {outcome.kind === 'queued' && (
          <div className="rounded-lg border border-brand-600 bg-brand-50 px-4 py-3 text-slate-900">{outcome.message}</div>
        )}
      </div>
      {outcome.kind === 'error' && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {outcome.message}
        </div>
      )}
    </>
  );
}

/**
 * Pressing the button does not take focus from the field being typed in: that blur would
 * validate the field and an error of several lines could move the button before release.
 * Submitting validates every field anyway.
 */
export function SubmitButton({ sending, idle, busy }: { sending: boolean; idle: string; busy: string }) {
  return (
    <button
      type="submit"
      className="btn btn-primary w-full sm:w-auto"
      disabled={sending}
      aria-busy={sending || undefined}
      onMouseDown={(e) => e.preventDefault()}
    >
      {sending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {sending ? busy : idle}
    </button>
  );
}
