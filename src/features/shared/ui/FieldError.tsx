// A field's error line. Always rendered, one line tall when empty: an error that appears on
// blur must not push the submit button away between mouse press and release (the click
// would be lost).
interface Props {
  id: string;
  error?: string;
}

export function FieldError({ id, error }: Props) {
  return (
    <p id={id} className="field-error">
      {error}
    </p>
  );
}
