// Every string field of every operation that takes a JSON body, filled to what the 64 KB body
// limit lets through, is answered within 100 ms of CPU: length caps refuse before any pattern
// reads the text, and no pattern backtracks (README, Security: a 64,000-letter
// password held the only thread for 6 s, the staff phone booking's phone for 6.6 s). The
// OpenAPI document is the input, so a new route is covered without a change here.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_BODY_BYTES } from '#server/http/bodyLimit';
import { newKey, setup, SETUP_TIMEOUT, type Harness } from './helpers';
import { jsonOperations, resolver, type OpenApiDocument, type Operation, type Schema } from './openapi-operations';

const CPU_LIMIT_MS = 100;
/** Letters (the password's lookaheads), digits (the phone pattern), dotted words (address-like patterns); each ends in a character no pattern takes. */
const FILLS = ['a', '1', 'a.'];

type Path = (string | number)[];
let h: Harness;
let doc: OpenApiDocument;
let resolve: (s: Schema) => Schema;

beforeAll(async () => {
  h = await setup({ sessions: [{ id: 1, start_date: '2099-03-02', end_date: '2099-03-04', max_participants: 50 }] });
  doc = (await h.request('GET', '/openapi.json')).body;
  resolve = resolver(doc);
}, SETUP_TIMEOUT);
afterAll(() => h?.close(), SETUP_TIMEOUT);

const alternatives = (s: Schema): Schema[] => (s.oneOf ?? s.anyOf ?? [s]).map(resolve);
/** The first alternative that is not null: what a nullable field holds when it holds something. */
const present = (s: Schema): Schema => alternatives(resolve(s)).find((a) => a.type !== 'null') ?? resolve(s);

function plausibleText(s: Schema): string {
  if (s.format === 'email') return 'ada@example.com';
  if (s.format === 'date') return '2026-01-15';
  if (s.pattern && !s.pattern.includes('(?=')) return fc.sample(fc.stringMatching(new RegExp(s.pattern)), { numRuns: 1, seed: 7 })[0];
  return 'Valid text 42 Aa'.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? 100);
}

/** A value that fits the schema, so the long field is the only thing wrong with the body. */
function plausible(raw: Schema): unknown {
  const s = present(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  switch (Array.isArray(s.type) ? s.type[0] : s.type) {
    case 'object': {
      const known = Object.entries(s.properties ?? {}).map(([k, v]) => [k, plausible(v)]);
      const extra = typeof s.additionalProperties === 'object' ? [['message', plausible(s.additionalProperties)]] : [];
      return Object.fromEntries([...known, ...extra]);
    }
    case 'array':
      return s.items ? [plausible(s.items)] : [];
    case 'string':
      return plausibleText(s);
    case 'integer':
    case 'number':
      return Math.max(s.minimum ?? 1, 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Where the strings are in a value built by `plausible`. */
function stringPaths(raw: Schema, value: unknown, path: Path = []): Path[] {
  const s = present(raw);
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return s.items ? stringPaths(s.items, value[0], [...path, 0]) : [];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const field = s.properties?.[k] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
    return field ? stringPaths(field, v, [...path, k]) : [];
  });
}

function withValue(body: unknown, path: Path, value: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) at = at[key] as typeof at;
  at[path[path.length - 1]] = value;
  return copy;
}

/** The body with the string at `path` as long as the body limit allows, made of `unit`. */
function filled(body: unknown, path: Path, unit: string): string {
  const room = MAX_BODY_BYTES - JSON.stringify(withValue(body, path, '')).length - 1;
  return JSON.stringify(withValue(body, path, unit.repeat(Math.ceil(room / unit.length)).slice(0, room - 1) + '!'));
}

const pathOf = (op: Operation) => op.path.replace(/\{\w+\}/g, '1');

async function cpuOf(op: Operation, body: string) {
  const { token } = await h.user({ role: 'admin' }); // each its own: some bodies sign out or change the password
  const before = process.cpuUsage();
  const r = await h.request(op.method, pathOf(op), { token, body, headers: { 'Idempotency-Key': newKey() } });
  const used = process.cpuUsage(before);
  return { status: r.status, ms: (used.user + used.system) / 1000 };
}

test('every string field of every JSON operation, at the body limit, costs under 100 ms of CPU and no 5xx', async () => {
  const measured: { what: string; status: number; ms: number }[] = [];
  for (const op of jsonOperations(doc)) {
    for (const variant of alternatives(resolve(op.schema))) {
      const body = plausible(variant);
      await cpuOf(op, JSON.stringify(body)); // the first call of a route loads and compiles its code
      for (const path of stringPaths(variant, body)) {
        for (const unit of FILLS) {
          const text = filled(body, path, unit);
          expect(text.length).toBeLessThanOrEqual(MAX_BODY_BYTES);
          measured.push({ what: `${op.method} ${op.path} ${path.join('.')} of '${unit}'`, ...(await cpuOf(op, text)) });
        }
      }
    }
  }
  expect(measured.length).toBeGreaterThanOrEqual(100);
  const slowest = [...measured].sort((a, b) => b.ms - a.ms);
  console.info(`${measured.length} requests; slowest:`, slowest.slice(0, 5));
  expect(measured.filter((m) => m.status >= 500)).toEqual([]);
  expect(slowest.filter((m) => m.ms >= CPU_LIMIT_MS)).toEqual([]);
}, 600_000);

describe('the review cases: refused for their length alone', () => {
  const messages = (r: { body: { detail: { loc: unknown[]; msg: string }[] } }, field: string) =>
    r.body.detail.filter((d) => d.loc[1] === field).map((d) => d.msg);

  test('a 64,000-letter password: 422 with the cap, and /health/live sent meanwhile is not held', async () => {
    const started = performance.now();
    const [register, live] = await Promise.all([
      h.request('POST', '/auth/register', { body: { email: 'long@example.com', username: 'longpass', password: 'a'.repeat(64_000) } }),
      h.request('GET', '/health/live').then((r) => ({ ...r, ms: performance.now() - started })),
    ]);
    expect(register.status).toBe(422);
    expect(messages(register, 'password')).toEqual(['Password must not exceed 128 characters']);
    expect(live.status).toBe(200);
    expect(live.ms).toBeLessThan(500);
  });

  test('a staff phone booking with 64,000 digits: 422 with the cap', async () => {
    const { token } = await h.user({ role: 'admin' });
    const body = { name: 'Caller', email: 'caller@example.com', phone: `${'1'.repeat(64_000)}x` };
    const r = await h.request('POST', '/admin/sessions/1/registrations', { token, body });
    expect(r.status).toBe(422);
    expect(messages(r, 'phone')).toEqual(['Phone must not exceed 30 characters']);
  });
});
