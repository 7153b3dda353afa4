// How routes and middleware describe themselves in the OpenAPI document (./document.ts builds
// it from the app's routes). Bodies are resolved from the same zod schemas the routes validate
// with and the serializers are typed by (src/domain/<aggregate>/schemas.ts).
import type { MiddlewareHandler } from 'hono';
import { describeRoute, resolver, uniqueSymbol, type DescribeRouteOptions } from 'hono-openapi';
import { z } from 'zod';
import { detailSchema, validationErrorSchema } from '#domain/shared/schemas';

type ResponseSpec = NonNullable<DescribeRouteOptions['responses']>[string];
type ParameterSpec = NonNullable<DescribeRouteOptions['parameters']>[number];

/** A describeRoute middleware for each operation, named by its operationId. */
export function describeOperations<K extends string>(specs: Record<K, DescribeRouteOptions>): Record<K, MiddlewareHandler> {
  const described = Object.entries<DescribeRouteOptions>(specs).map(([operationId, spec]) => [
    operationId,
    describeRoute({ operationId, ...spec }),
  ]);
  return Object.fromEntries(described);
}

/** Middleware that also describes every operation it runs for (a guard's security, a validator's body). */
export const describing = <M extends MiddlewareHandler>(middleware: M, spec: DescribeRouteOptions): M =>
  Object.assign(middleware, { [uniqueSymbol]: { spec } });

/** A JSON body of the schema as a request sends it (its input side). */
export const jsonRequest = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema) } });
/** A JSON body of the schema as the server sends it (its output side). */
export const jsonContent = (schema: z.ZodType) => ({ 'application/json': { schema: resolver(schema, { options: { io: 'output' } }) } });
/** A text body: the relay answers as EmailJS does, the leads export is CSV. */
export const textContent = (type = 'text/plain') => ({ [type]: { schema: { type: 'string' as const } } });

/** An answer with a JSON body of the schema, or with none. */
export const answer = (description: string, schema?: z.ZodType): ResponseSpec => ({
  description,
  ...(schema && { content: jsonContent(schema) }),
});
export const textAnswer = (description: string, type?: string): ResponseSpec => ({ description, content: textContent(type) });
/** A refusal with the API's error body, {"detail": "text"}. */
export const refusal = (description: string): ResponseSpec => answer(description, detailSchema);

/** For the few routes that refuse nothing themselves, so that every operation names its error body. */
export const noRefusal = { '4XX': refusal('Client error (this route refuses no request itself)') };

/** The query parameters of a query-string schema (the handler parses them with parseQuery). */
export function queryParameters(schema: z.ZodObject): ParameterSpec[] {
  const { properties = {}, required = [] } = z.toJSONSchema(schema, { io: 'input' });
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.includes(name),
    schema: property as object,
  }));
}
/** parseQuery's 422. */
export const queryRefusal = answer('A query parameter is invalid (one entry per parameter)', validationErrorSchema);
