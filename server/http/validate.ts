// JSON body validation: 415 unless the body is JSON, 422 when it does not parse or fit the schema.
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { NUL_MESSAGE, nulPaths, SURROGATE_MESSAGE, surrogatePaths } from '#domain/shared/text';
import { validationErrorSchema, type FieldError } from '#domain/shared/schemas';
import { answer, describing, jsonRequest, refusal } from '../openapi/describe';
import { MAX_BODY_BYTES } from './bodyLimit';
import { ApiError, zodDetail } from './errors';
import { nestsDeeperThan, TOO_DEEP } from './jsonDepth';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

async function readJson(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!JSON_TYPE.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  const text = await req.text();
  if (nestsDeeperThan(text)) throw new ApiError(400, TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(422, [{ loc: ['body'], msg: 'Invalid JSON', type: 'json_invalid' }]);
  }
}

/** A 422 naming every field whose text holds U+0000 or a lone surrogate (no database can store them). */
function refuseUnstorable(value: unknown, where: 'body' | 'query') {
  const errors = [
    ...nulPaths(value).map((p): FieldError => ({ loc: [where, ...p], msg: NUL_MESSAGE, type: 'string_nul' })),
    ...surrogatePaths(value).map((p): FieldError => ({ loc: [where, ...p], msg: SURROGATE_MESSAGE, type: 'string_unicode' })),
  ];
  if (errors.length) throw new ApiError(422, errors);
}

/** What a JSON body can be refused for (the body limit is app-wide, see bodyLimit.ts). */
export const bodyRefusals = {
  400: refusal(TOO_DEEP),
  413: refusal(`The body is over ${MAX_BODY_BYTES / 1024} KB`),
  415: refusal('The body is not JSON'),
  422: answer('The body is not valid JSON or does not fit the schema (one entry per field)', validationErrorSchema),
};

/** Parses and validates the body; the handler reads it as c.var.body. With optional, no body reads as {}. */
export const jsonBody = <S extends z.ZodType>(schema: S, { optional = false } = {}) =>
  describing(
    createMiddleware<{ Variables: { body: z.output<S> } }>(async (c, next) => {
      const empty = optional && !(await c.req.raw.clone().text()).trim();
      const json = empty ? {} : await readJson(c.req.raw);
      refuseUnstorable(json, 'body');
      const parsed = schema.safeParse(json, { reportInput: true });
      if (!parsed.success) throw new ApiError(422, zodDetail(parsed.error));
      c.set('body', parsed.data);
      await next();
    }),
    { requestBody: { required: !optional, content: jsonRequest(schema) }, responses: bodyRefusals },
  );

/** Validates the query string against a schema of strings (422 with loc ['query', …]). */
export function parseQuery<S extends z.ZodType>(schema: S, query: Record<string, string>): z.output<S> {
  refuseUnstorable(query, 'query');
  const parsed = schema.safeParse(query, { reportInput: true });
  if (!parsed.success) throw new ApiError(422, zodDetail(parsed.error, 'query'));
  return parsed.data;
}
