// A labelled input with its error (used by the auth, account and checkout forms).
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../shared/FieldError';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  optional?: boolean;
};

export function FormField({ label, registration, error, optional, className = '', ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      <input
        id={id}
        className="field-input read-only:bg-slate-100 disabled:bg-slate-100 disabled:text-slate-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
        {...registration}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** The red banner for auth errors (SPEC §2). */
export function ErrorBanner({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}
