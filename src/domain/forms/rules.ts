// The site's form rules as plain data, checked by a few lines instead of a validation
// library: the browser ships these bytes on every form page. The API builds its zod request
// schemas from the same fields (zodFromFields.ts), so each rule and message exists once.
// A field shows its first broken rule, as the forms always have.

export type Rule =
  | { kind: 'required'; message: string }
  | { kind: 'requiredUnless'; field: string; value: string; message: string }
  | { kind: 'minLength' | 'maxLength'; length: number; message: string }
  | { kind: 'pattern'; pattern: RegExp; message: string; normalize?: (value: string) => string }
  | { kind: 'oneOf'; values: readonly string[]; message: string }
  | { kind: 'sameAs'; field: string; message: string }
  | { kind: 'atLeast' | 'atMost'; limit: number; message: string };

/** text: trimmed; verbatim: kept as typed (passwords); list: checked boxes; count: a whole number. */
export type FieldKind = 'text' | 'verbatim' | 'list' | 'count';

export interface Field<T = unknown> {
  kind: FieldKind;
  rules: Rule[];
  /** The API accepts the key absent (only where a payload allows it), then reads `fallback`. */
  optional?: { fallback?: string };
  /** Type-only: what the field's value is once valid. */
  readonly value?: T;
}

export type Fields = Record<string, Field>;
export type FieldValues<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };
export type FieldErrors<F extends Fields> = Partial<Record<keyof F, string>>;
export type Validation<F extends Fields> = { ok: true; values: FieldValues<F> } | { ok: false; errors: FieldErrors<F> };

// ---- rules
export const required = (message: string): Rule => ({ kind: 'required', message });
/** Required, except while the form's `field` holds `value` (an address is not needed for a pickup). */
export const requiredUnless = (field: string, value: string, message: string): Rule => ({ kind: 'requiredUnless', field, value, message });
export const minLength = (length: number, message: string): Rule => ({ kind: 'minLength', length, message });
export const maxLength = (length: number, message: string): Rule => ({ kind: 'maxLength', length, message });
/** Checked only when the field is not empty (emptiness is `required`'s job). */
export const matches = (pattern: RegExp, message: string, normalize?: (value: string) => string): Rule => ({
  kind: 'pattern',
  pattern,
  message,
  normalize,
});
/** zod 4's own e-mail pattern, so the browser and the API agree on every address. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const email = (message: string): Rule => matches(EMAIL_PATTERN, message);
export const sameAs = (field: string, message: string): Rule => ({ kind: 'sameAs', field, message });
export const atLeast = (limit: number, message: string): Rule => ({ kind: 'atLeast', limit, message });
export const atMost = (limit: number, message: string): Rule => ({ kind: 'atMost', limit, message });

// ---- fields
export const text = (...rules: Rule[]): Field<string> => ({ kind: 'text', rules });
export const verbatim = (...rules: Rule[]): Field<string> => ({ kind: 'verbatim', rules });
/** One of the given values ('' when nothing is chosen fails with `message`). */
export const choice = <T extends string>(values: readonly T[], message: string): Field<T> => ({
  kind: 'text',
  rules: [{ kind: 'oneOf', values, message }],
});
/** Checked boxes: each one of `values`, at least `min` of them. */
export const list = <T extends string>(values: readonly T[], min: number, message: string): Field<T[]> => ({
  kind: 'list',
  rules: [
    { kind: 'oneOf', values, message },
    { kind: 'atLeast', limit: min, message },
  ],
});
export const count = (...rules: Rule[]): Field<number> => ({ kind: 'count', rules });
/** The same field, allowed to be absent from an API payload (then undefined, or `fallback`). */
export function optional<T>(field: Field<T>): Field<T | undefined>;
export function optional<T>(field: Field<T>, fallback: string): Field<T>;
export function optional<T>(field: Field<T>, fallback?: string): Field<T | undefined> {
  return { ...field, optional: { fallback } };
}

/** Non-numeric quantity becomes 1. */
export const coerceQuantity = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  return Number.isFinite(n) ? Math.trunc(n) : 1;
};

/** What a field holds once read: trimmed text, the list of strings, or a whole number. */
export function normalizeValue(kind: FieldKind, raw: unknown): unknown {
  if (kind === 'list') return Array.isArray(raw) ? raw.map(String) : [];
  if (kind === 'count') return coerceQuantity(raw);
  const value = typeof raw === 'string' ? raw : raw == null ? '' : String(raw);
  return kind === 'text' ? value.trim() : value;
}

function broken(rule: Rule, value: unknown, all: Record<string, unknown>): boolean {
  const size = Array.isArray(value) ? value.length : typeof value === 'number' ? value : String(value).length;
  switch (rule.kind) {
    case 'required':
      return value === '';
    case 'requiredUnless':
      return value === '' && all[rule.field] !== rule.value;
    case 'minLength':
      return size < rule.length;
    case 'maxLength':
      return size > rule.length;
    case 'pattern': {
      const text = String(value);
      return text !== '' && !rule.pattern.test(rule.normalize ? rule.normalize(text) : text);
    }
    case 'oneOf':
      return (Array.isArray(value) ? value : [value]).some((v) => !rule.values.includes(v as string));
    case 'sameAs':
      return value !== all[rule.field];
    case 'atLeast':
      return size < rule.limit;
    case 'atMost':
      return size > rule.limit;
  }
}

/** The message of the first rule `value` breaks, if any. */
export function fieldError(field: Field, value: unknown, all: Record<string, unknown> = {}): string | undefined {
  return field.rules.find((rule) => broken(rule, value, all))?.message;
}

/** Reads every field from `input` and checks it; the values come back trimmed and typed. */
export function validateFields<F extends Fields>(fields: F, input: Record<string, unknown>): Validation<F> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) values[name] = normalizeValue(field.kind, input[name]);
  const errors: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const message = fieldError(field, values[name], values);
    if (message) errors[name] = message;
  }
  return Object.keys(errors).length ? { ok: false, errors: errors as FieldErrors<F> } : { ok: true, values: values as FieldValues<F> };
}
