// A form's fields, checked by the domain's rules (src/domain/forms/rules.ts). The controls
// stay uncontrolled (what someone typed before the page woke up is kept); a field is checked
// when it is left ('touched') or on every change ('change'), and every field once submitted.
// After a refused submit the first field in error gets the focus.
import { useCallback, useMemo, useReducer, useRef, useState, type FormEvent } from 'react';
import { fieldError, normalizeValue, validateFields, type FieldErrors, type Fields, type FieldValues } from '#domain/forms/rules';
import { useFormError } from './useMessages';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isChoice = (e: Control): e is HTMLInputElement => e instanceof HTMLInputElement && (e.type === 'checkbox' || e.type === 'radio');

/** Shows `value` in one control: a text, or which boxes and radios are checked. */
function show(e: Control, value: string | string[]) {
  if (isChoice(e)) e.checked = Array.isArray(value) ? value.includes(e.value) : value === e.value;
  else e.value = String(value);
}
type Defaults<F extends Fields> = Partial<Record<keyof F, string | string[]>>;

export interface FieldRegistration {
  name: string;
  ref: (element: Control | null) => void;
  onChange: () => void;
  onBlur: () => void;
}

interface Options<F extends Fields> {
  defaults?: Defaults<F>;
  /**
   * 'touched' (default): checked on leaving, then on each change. 'change': on each change.
   * 'submit': only when submitted, then on each change.
   */
  mode?: 'touched' | 'change' | 'submit';
}

export function useValidatedForm<F extends Fields>(fields: F, { defaults = {}, mode = 'touched' }: Options<F> = {}) {
  const controls = useRef(new Map<string, Set<Control>>());
  const seen = useRef(new WeakSet<Control>());
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const initial = useRef<Defaults<F>>(defaults);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [submitting, setSubmitting] = useState(false);
  const [, changed] = useReducer((n: number) => n + 1, 0);

  const read = (): Record<string, unknown> => {
    const values: Record<string, unknown> = {};
    for (const [name, field] of Object.entries(fields)) {
      const elements = [...(controls.current.get(name) ?? [])];
      const picked = elements.filter((e) => !isChoice(e) || e.checked).map((e) => e.value);
      if (!elements.length) values[name] = initial.current[name] ?? (field.kind === 'list' ? [] : '');
      else values[name] = field.kind === 'list' ? picked : (picked[0] ?? '');
    }
    return values;
  };

  const check = (name: keyof F & string) => {
    const values = read();
    const normalized = Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, normalizeValue(f.kind, values[n])]));
    const message = fieldError(fields[name], normalized[name], normalized);
    setErrors((all) => (all[name] === message ? all : { ...all, [name]: message }));
  };

  const register = (name: keyof F & string): FieldRegistration => ({
    name,
    ref: (element) => {
      if (!element || seen.current.has(element)) return;
      seen.current.add(element);
      const set = controls.current.get(name) ?? new Set();
      for (const e of set) if (!e.isConnected) set.delete(e);
      controls.current.set(name, set.add(element));
      // The starting value, unless someone typed before the page woke up.
      const start = initial.current[name];
      if (start !== undefined && (isChoice(element) || element.value === '')) show(element, start);
    },
    onChange: () => {
      if (mode === 'change' || touched.current.has(name) || submitted.current) check(name);
      changed();
    },
    onBlur: () => {
      if (mode === 'submit') return;
      touched.current.add(name);
      check(name);
    },
  });

  const kinds = useRef(fields);
  kinds.current = fields;
  const write = (values: Defaults<F>) => {
    for (const [name, elements] of controls.current) {
      const value = values[name] ?? (kinds.current[name]?.kind === 'list' ? [] : '');
      for (const e of elements) show(e, value);
    }
  };

  /** Puts new values in (all fields empty when none are given) and forgets every error. */
  const reset = useCallback((values: Defaults<F> = {}) => {
    initial.current = values;
    write(values);
    touched.current.clear();
    submitted.current = false;
    setErrors({});
    changed();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- write reads only refs: reset stays the same function for effects
  }, []);

  const handleSubmit = (onValid: (values: FieldValues<F>) => unknown) => async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = validateFields(fields, read());
    if (!result.ok) {
      setErrors(result.errors);
      const first = [...controls.current].find(([name]) => result.errors[name]);
      [...(first?.[1] ?? [])][0]?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onValid(result.values);
    } finally {
      setSubmitting(false);
    }
  };

  const current = read();
  const isDirty = Object.keys(fields).some(
    (name) => JSON.stringify(current[name]) !== JSON.stringify(initial.current[name] ?? (fields[name].kind === 'list' ? [] : '')),
  );

  // The rules speak the spec's English; a field shows its message in the page's language.
  const inLanguage = useFormError();
  const shown = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(errors).map(([name, message]) => [name, inLanguage(message as string | undefined)]),
      ) as FieldErrors<F>,
    [errors, inLanguage],
  );

  return {
    register,
    errors: shown,
    submitting,
    handleSubmit,
    reset,
    /** The field's value as it is now (text as typed). */
    value: (name: keyof F & string) => current[name],
    isDirty,
    isValid: validateFields(fields, current).ok,
  };
}
