// Property, driven by the OpenAPI document: every operation that takes a JSON body gets
// bodies built from its own request schema, with hostile values mixed in at every level —
// over-long strings, deep nesting, huge and negative numbers, NUL, wrong types, extra keys —
// and none may answer 5xx or cost a second of CPU. Every operation also gets hostile path
// parameters, query strings and headers (its own, and the bearer token). The document is the
// input: a new route is covered without a change here. FUZZ_RUNS sets the requests per
// operation (npm run test:fuzz runs more).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { checkoutBody, newKey, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import {
  jsonOperations,
  operations,
  resolver,
  type OpenApiDocument,
  type Operation,
  type Parameter,
  type Schema,
} from './openapi-operations';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
/** Requests per operation with fuzzed path, query and headers (npm run test:fuzz: FUZZ_RUNS). */
const PARAM_RUNS = Number(process.env.FUZZ_RUNS ?? 8);
/** No answer may cost more CPU than this (the process's own, the database included on PGlite). */
const CPU_LIMIT_MS = 1000;

let h: Harness;
let doc: OpenApiDocument;
let resolve: (s: Schema) => Schema;
/** Real ids for path parameters, so a body reaches the code behind the 404. */
const knownIds: Record<string, string[]> = { id: ['1'], product_id: ['1', '2'] };

beforeAll(async () => {
  h = await setup({
    sessions: [{ id: 1, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: 2 }],
    // As long as one of multiByteTokens: GET /metrics then compares tokens of one length in characters.
    env: { METRICS_TOKEN: 'm'.repeat(40) },
  });
  doc = (await h.request('GET', '/openapi.json')).body;
  resolve = resolver(doc);
  const { token } = await h.user();
  await h.request('POST', '/cart/items', { token, body: { product_id: 2, quantity: 1 } });
  const cart = await h.request('GET', '/cart', { token });
  const order = await h.request('POST', '/orders', { token, body: checkoutBody, headers: { 'Idempotency-Key': newKey() } });
  knownIds.id.push(String(cart.body[0]?.id ?? 1), String(order.body.id));
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

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

/** Percent-encoded text no string encodes to: a lone surrogate, NUL, cut and broken escapes. */
const rawEscapes = fc.constantFrom('%ED%A0%80', '%00', '%', '%zz', '%C3', '%FF%FE', '%2F..%2F');
/** Text that fits a query or path parameter's schema only nearly: days PostgreSQL has no room for, out-of-range numbers. */
const nearMisses = fc.constantFrom(
  '0000-01-01',
  '-000001-01-01',
  '9999-12-31',
  '2026-02-30',
  '1e999',
  '-1',
  '0',
  '99999999999999999999',
  '1,2,3,4,5',
);
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(300, 5_000).map((n) => 'x'.repeat(n)),
  fc.constantFrom('\u0000', ' ', '', '１２３'),
);
const encoded = (text: string) => encodeURIComponent(text.toWellFormed());

/** A URL-encoded value for a path or query parameter: the schema's own values mostly, hostile ones too. */
function urlValue(p: Parameter): fc.Arbitrary<string> {
  const own = p.in === 'path' ? fc.constantFrom(...(knownIds[p.name] ?? ['1'])) : fitting(resolve(p.schema ?? {}), 0).map(String);
  return fc.oneof(
    { weight: 4, arbitrary: own.map(encoded) },
    { weight: 1, arbitrary: fc.oneof(hostileText, nearMisses).map(encoded) },
    { weight: 1, arbitrary: rawEscapes },
  );
}

const pathFor = (op: Pick<Operation, 'path' | 'parameters'>): fc.Arbitrary<string> => {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const values = names.map((name) => urlValue(op.parameters.find((p) => p.in === 'path' && p.name === name) ?? { in: 'path', name }));
  return fc.tuple(...values).map((vs) => names.reduce((path, n, i) => path.replace(`{${n}}`, vs[i]), op.path));
};

/** The query string: any of the operation's parameters, plus now and then one it does not know. */
const queryFor = (op: Operation): fc.Arbitrary<string> => {
  const params = op.parameters.filter((p) => p.in === 'query');
  const pairs = fc.tuple(
    ...params.map((p) =>
      fc.option(
        urlValue(p).map((v) => `${p.name}=${v}`),
        { nil: undefined },
      ),
    ),
    fc.option(
      fc.tuple(hostileText, hostileText).map(([k, v]) => `${encoded(k)}=${encoded(v)}`),
      { nil: undefined, freq: 4 },
    ),
  );
  return pairs.map((ps) => ps.filter((pair) => pair !== undefined).join('&'));
};

/** What a header can carry (the Fetch API refuses controls and characters past U+00FF). */
const headerSafe = (text: string) => [...text].filter((ch) => /[\x20-\x7e\xa0-\xff]/.test(ch)).join('');
/** Tokens of a usual token's length in characters but not in bytes (two bytes each in UTF-8). */
const multiByteTokens = fc.constantFrom(40, 43, 64, 171).map((n) => 'é'.repeat(n));
/** A bearer token: a real staff one mostly, otherwise anything, multi-byte ones included. */
const authorization = fc.oneof(
  { weight: 4, arbitrary: fc.constant('staff') },
  { weight: 1, arbitrary: fc.oneof(hostileText, nearMisses).map((t) => `Bearer ${headerSafe(t)}`) },
  { weight: 1, arbitrary: multiByteTokens.map((t) => `Bearer ${t}`) },
  { weight: 1, arbitrary: hostileText.map(headerSafe) },
);
const headersFor = (op: Operation): fc.Arbitrary<Record<string, string>> => {
  const own = op.parameters.filter((p) => p.in === 'header');
  return fc
    .tuple(authorization, ...own.map(() => fc.oneof(fc.constant(newKey()), hostileText.map(headerSafe))))
    .map(([auth, ...values]) => ({
      authorization: auth,
      ...Object.fromEntries(own.map((p, i) => [p.name, values[i]])),
    }));
};

/** The answer's status and the CPU it cost this process (the API and, on PGlite, the database). */
async function measured(method: string, url: string, o: { body?: string; headers: Record<string, string> }) {
  const before = process.cpuUsage();
  const r = await h.request(method, url, o);
  const used = process.cpuUsage(before);
  return { status: r.status, cpuMs: (used.user + used.system) / 1000 };
}

function expectHealthy(answer: { status: number; cpuMs: number }, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.cpuMs, what).toBeLessThan(CPU_LIMIT_MS);
}

describe('every JSON operation of the OpenAPI document', () => {
  test('the document has JSON operations to fuzz', () => {
    expect(jsonOperations(doc).length).toBeGreaterThanOrEqual(15);
  });

  test('no hostile body answers 5xx or costs 1 s of CPU', async () => {
    for (const op of jsonOperations(doc)) {
      const body = fc.oneof({ weight: 5, arbitrary: fromSchema(op.schema) }, { weight: 1, arbitrary: hostile });
      await fc.assert(
        fc.asyncProperty(pathFor(op), body, async (path, value) => {
          // A fresh staff account each time: some bodies sign out or change the password.
          const { token } = await h.user({ role: 'admin' });
          const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'Idempotency-Key': newKey() };
          const answer = await measured(op.method, path, { body: bodyText(value), headers });
          expectHealthy(answer, `${op.method} ${path} ${JSON.stringify(value).slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    }
  }, 900_000);
});

describe('every operation of the OpenAPI document, by its path, query and headers', () => {
  test('no hostile path parameter, query string or header answers 5xx or costs 1 s of CPU', async () => {
    const all = operations(doc);
    expect(all.length).toBeGreaterThanOrEqual(50);
    for (const op of all) {
      await fc.assert(
        fc.asyncProperty(pathFor(op), queryFor(op), headersFor(op), async (path, query, given) => {
          const { token } = await h.user({ role: 'admin' });
          const headers = { ...given, authorization: given.authorization === 'staff' ? `Bearer ${token}` : given.authorization };
          const body = op.schema ? { body: '{}', headers: { ...headers, 'content-type': 'application/json' } } : { headers };
          const url = query ? `${path}?${query}` : path;
          expectHealthy(await measured(op.method, url, body), `${op.method} ${url.slice(0, 300)} ${JSON.stringify(headers).slice(0, 300)}`);
        }),
        { numRuns: PARAM_RUNS },
      );
    }
  }, 900_000);
});
