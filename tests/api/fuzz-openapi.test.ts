// Property, driven by the OpenAPI document: every operation that takes a JSON body gets
// bodies built from its own request schema, with hostile values mixed in at every level —
// over-long strings, deep nesting, huge and negative numbers, NUL, wrong types, extra keys —
// and none may answer 5xx. The document is the input: a new route is covered without a
// change here. FUZZ_RUNS sets the bodies per operation (npm run test:fuzz runs more).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutBody, newKey, setup, SETUP_TIMEOUT, type Harness } from './helpers';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
};
interface Operation {
  method: string;
  path: string;
  schema: Schema;
}

let h: Harness;
let doc: {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
};
/** Real ids for path parameters, so a body reaches the code behind the 404. */
const knownIds: Record<string, string[]> = { id: ['1'], product_id: ['1', '2'] };

beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: 2 }] });
  doc = (await h.request('GET', '/openapi.json')).body;
  const { token } = await h.user();
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
  const cart = await h.request('GET', '/cart', { token });
  const order = await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } });
  knownIds.id.push(String(cart.body[0]?.id ?? 1), String(order.body.id));
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

/** Every operation of the document whose request body is JSON. */
function jsonOperations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const schema = op.requestBody?.content['application/json']?.schema;
      return schema ? [{ method: method.toUpperCase(), path, schema }] : [];
    }),
  );
}

/**
 * Deep nesting travels as a marker string that the body's text replaces with the nested JSON,
 * so fast-check never has to print (or shrink) a value thousands of levels deep.
 */
const NESTED = /"__nested_(\d+)__"/g;
const nestedText = (depth: number) => '{"a":['.repeat(depth / 2) + '1' + ']}'.repeat(depth / 2);
const bodyText = (value: unknown) => JSON.stringify(value).replace(NESTED, (_, depth: string) => nestedText(Number(depth)));

/** Values no schema of this API accepts in bulk, of every JSON type. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(300, 5_000, 40_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom(34, 500, 3_000).map((depth) => `__nested_${depth}__`),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, -1, 0, 0.5, -0.0001, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0000'.repeat(50)),
  fc.constantFrom(null, true, false, {}, [], [[]], { '': '' }, '', ' ', '\uFEFF', '\uD800', '１２３'),
  fc.jsonValue({ maxDepth: 3 }),
);

const resolve = (s: Schema): Schema => (s.$ref ? resolve(doc.components!.schemas![s.$ref.replace('#/components/schemas/', '')]) : s);

const stringFor = (s: Schema): fc.Arbitrary<string> => {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => v.slice(0, s.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain text instead.
    }
  }
  return fc.string({ minLength: Math.min(s.minLength ?? 0, 20), maxLength: Math.min(s.maxLength ?? 40, 60) });
};

/** Mostly what the schema asks for, with hostile values at any level. */
function fromSchema(raw: Schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(raw);
  return fc.oneof({ weight: 4, arbitrary: fitting(s, depth) }, { weight: 1, arbitrary: hostile });
}

function fitting(s: Schema, depth: number): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => fitting(resolve(c), depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, fromSchema(v, depth + 1)]));
      const known = fc.record(props, { requiredKeys: [] });
      const extra =
        typeof s.additionalProperties === 'object'
          ? fc.dictionary(s.propertyNames ? stringFor(s.propertyNames) : fc.string(), fromSchema(s.additionalProperties, depth + 1), {
              maxKeys: 8,
            })
          : fc.dictionary(fc.string({ maxLength: 30 }), hostile, { maxKeys: 3 });
      return fc.tuple(known, fc.oneof(fc.constant({}), extra)).map(([a, b]) => ({ ...b, ...a }));
    }
    case 'array':
      return fc.array(s.items ? fromSchema(s.items, depth + 1) : hostile, { maxLength: 4 });
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1000, -(2 ** 31)), max: Math.min(s.maximum ?? 1000, 2 ** 31) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1000, max: s.maximum ?? 1000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostile;
  }
}

const pathFor = (template: string): fc.Arbitrary<string> => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const values = names.map((n) =>
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...(knownIds[n] ?? ['1'])) }, { weight: 1, arbitrary: fc.string() }),
  );
  return fc.tuple(...values).map((vs) => names.reduce((p, n, i) => p.replace(`{${n}}`, encodeURIComponent(vs[i])), template));
};

describe('every JSON operation of the OpenAPI document', () => {
  test('the document has JSON operations to fuzz', () => {
    expect(jsonOperations().length).toBeGreaterThanOrEqual(15);
  });

  test('no hostile body answers 5xx', async () => {
    for (const op of jsonOperations()) {
      const body = fc.oneof({ weight: 5, arbitrary: fromSchema(op.schema) }, { weight: 1, arbitrary: hostile });
      await fc.assert(
        fc.asyncProperty(pathFor(op.path), body, async (path, value) => {
          // A fresh staff account each time: some bodies sign out or change the password.
          const { token } = await h.user({ role: 'admin' });
          const r = await h.request(op.method, path, { token, body: bodyText(value), headers: { 'Idempotency-Key': newKey() } });
          expect(r.status, `${op.method} ${path} ${JSON.stringify(value).slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }
  }, 900_000);
});
