// Labelled form controls for the consultation, contact and application forms: a visible
// label (with a required mark), the control, an optional hint or counter, and the error.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError } from '../shared/FieldError';

interface ShellProps {
  label: string;
  required?: boolean;
  error?: string;
  /** Extra text under the control, e.g. a character counter. */
  hint?: ReactNode;
  className?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: true | undefined }) => ReactNode;
}

function FieldShell({ label, required, error, hint, className, children }: ShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <RequiredMark /> : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {children({ id, describedBy, invalid: error ? true : undefined })}
      {hint && (
        <p id={hintId} className="mt-1 text-right text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const RequiredMark = () => (
  <span className="text-red-700" aria-hidden="true">
    {' '}*
  </span>
);

interface Base { label: string; registration: UseFormRegisterReturn; error?: string; required?: boolean; className?: string }

export function TextField({ label, registration, error, required, className, ...input }: Base & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'>) {
  return (
    <FieldShell label={label} required={required} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <input id={id} className="field-input" aria-required={required || undefined} aria-invalid={invalid} aria-describedby={describedBy} {...input} {...registration} />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label, registration, error, required, className, prompt, options, ...select
}: Base & { prompt: string; options: readonly { value: string; label: string }[] } & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'className'>) {
  return (
    <FieldShell label={label} required={required} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select id={id} className="field-input" aria-required={required || undefined} aria-invalid={invalid} aria-describedby={describedBy} {...select} {...registration}>
          <option value="">{prompt}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** A textarea; with `max` it shows the live 'N/max characters' counter. */
export function TextAreaField({
  label, registration, error, required, className, max, length, ...area
}: Base & { max?: number; length?: number } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'>) {
  const hint = max !== undefined ? `${length ?? 0}/${max} characters` : undefined;
  return (
    <FieldShell label={label} required={required} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <textarea id={id} rows={5} className="field-input" aria-required={required || undefined} aria-invalid={invalid} aria-describedby={describedBy} {...area} {...registration} />
      )}
    </FieldShell>
  );
}

/** Checkboxes sharing one field name (an array value), in a fieldset with a legend. */
export function CheckboxGroupField({ label, registration, error, required, options }: Base & { options: readonly string[] }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option, i) => (
          <label key={option} htmlFor={`${id}-${i}`} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
            <input id={`${id}-${i}`} type="checkbox" value={option} className="h-5 w-5 accent-brand-700" aria-invalid={error ? true : undefined} {...registration} />
            {option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
