// A labelled text input of the order form with its error message.
import type { InputHTMLAttributes } from 'react';
import { FieldError } from '../shared/FieldError';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  id: string;
  name: string;
  label: string;
  error?: string;
  onValue: (value: string) => void;
}

export function OrderRequestField({ id, name, label, error, onValue, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="field-label">{label}</label>
      <input
        id={id}
        name={name}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onValue(e.target.value)}
        {...input}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}
