// Labelled form controls for every form of the site: a visible label (with a required mark
// or '(optional)'), the control, an optional hint or counter, and the error line. A control
// takes either a `registration` from useValidatedForm or plain input props.
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { FieldRegistration } from '../useValidatedForm';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../useMessages';

interface Mark {
  /** Shows the red '*' and sets aria-required. */
  required?: boolean;
  /** Shows '(optional)' after the label. */
  optional?: boolean;
}

interface ShellProps extends Mark {
  label: string;
  error?: string;
  /** Extra text under the control, e.g. a character counter. */
  hint?: ReactNode;
  className?: string;
  /** A fixed id for the control (otherwise a generated one). */
  id?: string;
}

/** The attributes every control of a field carries: its id, style and accessible state. */
interface ControlProps {
  id: string;
  className: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

function FieldShell({
  label,
  required,
  optional,
  error,
  hint,
  className,
  id: fixedId,
  children,
}: ShellProps & { children: (control: ControlProps) => ReactNode }) {
  const generated = useId();
  const id = fixedId ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: ControlProps = {
    id,
    className: controlClass,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
        <LabelMark required={required} optional={optional} />
      </label>
      {children(control)}
      {hint && (
        <p id={hintId} className="mt-1 text-right text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function LabelMark({ required, optional }: Mark) {
  if (required)
    return (
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    );
  return optional ? <OptionalMark /> : null;
}

function OptionalMark() {
  return <span className="font-normal text-slate-600"> {useMessages('ui').optional}</span>;
}

const controlClass = 'field-input read-only:bg-slate-100 disabled:bg-slate-100 disabled:text-slate-700';

interface Base extends Omit<ShellProps, 'hint'> {
  registration?: FieldRegistration;
}

/** Splits a field's props into the shell's and the control's own. */
function splitShell<T extends Omit<Base, 'registration'>>({ label, error, required, optional, className, id, ...own }: T) {
  return [{ label, error, required, optional, className, id }, own] as const;
}

type OwnProps<E> = Omit<E, 'className' | 'id'>;

export function TextField({ registration, ...props }: Base & OwnProps<InputHTMLAttributes<HTMLInputElement>>) {
  const [shell, input] = splitShell(props);
  return <FieldShell {...shell}>{(control) => <input {...control} {...input} {...registration} />}</FieldShell>;
}

export function SelectField({
  registration,
  prompt,
  options,
  ...props
}: Base & { prompt: string; options: readonly { value: string; label: string }[] } & OwnProps<SelectHTMLAttributes<HTMLSelectElement>>) {
  const [shell, select] = splitShell(props);
  return (
    <FieldShell {...shell}>
      {(control) => (
        <select {...control} {...select} {...registration}>
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
  registration,
  max,
  length,
  ...props
}: Base & { max?: number; length?: number } & OwnProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [shell, area] = splitShell(props);
  const words = useMessages('ui');
  const hint = max !== undefined ? fill(words.characters, { length: length ?? 0, max }) : undefined;
  return (
    <FieldShell {...shell} hint={hint}>
      {(control) => <textarea rows={5} {...control} {...area} {...registration} />}
    </FieldShell>
  );
}

/** Checkboxes sharing one field name (a list value), in a fieldset with a legend. */
/** `labels`: what each option value is shown as, when not the value itself (a Spanish page). */
export function CheckboxGroupField({
  label,
  registration,
  error,
  required,
  options,
  labels,
}: Base & { options: readonly string[]; labels?: Readonly<Record<string, string>> }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">
        {label}
        <LabelMark required={required} />
      </legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-2">
        {options.map((option, i) => (
          <label
            key={option}
            htmlFor={`${id}-${i}`}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`${id}-${i}`}
              type="checkbox"
              value={option}
              className="h-5 w-5 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...registration}
            />
            {labels?.[option] ?? option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/**
 * A field's error line. Always rendered, one line tall when empty: an error that appears on
 * blur must not push the submit button away between mouse press and release (the click
 * would be lost).
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}
