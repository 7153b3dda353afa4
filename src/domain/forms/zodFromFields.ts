// The API's zod request schema for a set of form fields (rules.ts): the same rules, in the
// same order, with the same messages, so a request the form would refuse gets the form's
// message in the 422. Server-side only: the browser checks with rules.ts alone.
import { z } from '#domain/shared/zod';
import { coerceQuantity, type Field, type Fields, type FieldValues, type Rule } from './rules';

function textSchema(field: Field): z.ZodType {
  const { rules } = field;
  if (rules[0]?.kind === 'oneOf') return z.enum(rules[0].values as [string, ...string[]], { error: rules[0].message });
  const missing = rules.find((r) => r.kind === 'required')?.message;
  let schema = z.string(missing ? { error: missing } : undefined);
  if (field.kind === 'text') schema = schema.trim();
  const caps = rules.flatMap((r) => (r.kind === 'maxLength' ? [r.length] : []));
  const fits = caps.length ? withinLength(Math.min(...caps)) : undefined;
  for (const rule of capsFirst(rules)) schema = withRule(schema, rule, Boolean(missing), fits);
  return schema;
}

/** The rules in the order they are checked: length caps first, so no pattern reads an over-long value. */
const capsFirst = (rules: readonly Rule[]): Rule[] => [
  ...rules.filter((rule) => rule.kind === 'maxLength'),
  ...rules.filter((rule) => rule.kind !== 'maxLength'),
];

type When = (payload: { value: unknown }) => boolean;
/**
 * zod runs every check of a string even after one failed, so a pattern would read all 64 KB of
 * a value already refused for its length; `when` skips it. (`abort` on the cap would skip it too,
 * but also the object's sameAs check, whose message the form shows beside the cap's.)
 */
const withinLength =
  (max: number): When =>
  ({ value }) =>
    typeof value === 'string' && value.length <= max;

function withRule(schema: z.ZodString, rule: Rule, required: boolean, when?: When): z.ZodString {
  switch (rule.kind) {
    case 'required':
      return schema.min(1, { error: rule.message });
    case 'minLength':
      return schema.min(rule.length, { error: rule.message });
    case 'maxLength':
      return schema.max(rule.length, { error: rule.message });
    case 'pattern': {
      // A required plain pattern stays a `pattern` in the OpenAPI document.
      // zod's types leave `when` out of regex's parameters; the check honours it like any other.
      if (required && !rule.normalize) return schema.regex(rule.pattern, { error: rule.message, when } as z.core.$ZodCheckRegexParams);
      const { pattern, normalize = (v: string) => v } = rule;
      return schema.refine((v) => v === '' || pattern.test(normalize(v)), { error: rule.message, when }) as unknown as z.ZodString;
    }
    default:
      return schema; // sameAs is checked on the whole object; the others are not text rules
  }
}

function fieldSchema(field: Field): z.ZodType {
  let schema: z.ZodType;
  if (field.kind === 'list') {
    const [oneOf, least] = field.rules as [Extract<Rule, { kind: 'oneOf' }>, Extract<Rule, { limit: number }>];
    const item = z.enum(oneOf.values as [string, ...string[]], { error: oneOf.message });
    schema = z.array(item, { error: least.message }).min(least.limit, { error: least.message });
  } else if (field.kind === 'count') {
    let number = z.number(); // coerceQuantity already made it whole
    for (const rule of field.rules) {
      if (rule.kind === 'atLeast') number = number.min(rule.limit, { error: rule.message });
      if (rule.kind === 'atMost') number = number.max(rule.limit, { error: rule.message });
    }
    schema = z.preprocess(coerceQuantity, number);
  } else schema = textSchema(field);
  if (!field.optional) return schema;
  return field.optional.fallback === undefined ? schema.optional() : schema.default(field.optional.fallback as never);
}

/** `strict`: unknown keys are refused (payloads that must not carry anything else). */
export function zodFromFields<F extends Fields>(fields: F, { strict = false } = {}): z.ZodType<FieldValues<F>> {
  const shape = Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)]));
  const object = strict ? z.strictObject(shape) : z.object(shape);
  // The rules that read another field are checked on the whole object.
  const pairs = Object.entries(fields).flatMap(([name, field]) =>
    field.rules.flatMap((rule) => (rule.kind === 'sameAs' || rule.kind === 'requiredUnless' ? [{ name, rule }] : [])),
  );
  if (!pairs.length) return object as unknown as z.ZodType<FieldValues<F>>;
  return object.superRefine(
    (values: Record<string, unknown>, ctx) => {
      for (const { name, rule } of pairs) {
        const broken =
          rule.kind === 'sameAs' ? values[name] !== values[rule.field] : values[name] === '' && values[rule.field] !== rule.value;
        if (broken) ctx.addIssue({ code: 'custom', message: rule.message, path: [name] });
      }
    },
    // Also when another field failed (the form shows every field's message at once, so does the 422), but not on a non-object.
    { when: ({ value }) => typeof value === 'object' && value !== null },
  ) as unknown as z.ZodType<FieldValues<F>>;
}
