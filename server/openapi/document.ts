// The OpenAPI 3.1 document, generated from the app's own routes (hono-openapi): each route's
// describeRoute, the security and 401/403 of the guards it runs behind, the body of its
// jsonBody validator. Served at GET /openapi.json.
import type { Handler, Hono } from 'hono';
import { generateSpecs, type GenerateSpecOptions } from 'hono-openapi';
import { z } from 'zod';

/** The document's own shape, as far as this API promises it: a JSON object. */
export const openApiSchema = z.record(z.string(), z.unknown());

const documentation: GenerateSpecOptions['documentation'] = {
  info: {
    title: 'FiberPro Texas shop API',
    version: '1.0.0',
    description: 'Accounts, cart, orders, live stock and seats, the staff desks, and the e-mail relay of the FiberPro Texas site.',
    license: { name: 'Proprietary', identifier: 'LicenseRef-FiberPro-Texas-Proprietary' },
  },
  servers: [{ url: '/api' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
};

export async function openApiDocument(app: Hono) {
  const doc = await generateSpecs(app, { documentation, excludeStaticFile: false, defaultValidationErrorResponse: false });
  for (const item of Object.values(doc.paths)) {
    for (const operation of Object.values(item) as { security?: object[] }[]) {
      // Each guard a route runs behind adds the bearer scheme: name it once. No guard: public.
      operation.security = operation.security?.length ? [{ bearer: [] }] : [];
    }
  }
  return doc;
}

/** GET /openapi.json: generated at the first request, when every route is registered. */
export function serveOpenApi(app: Hono): Handler {
  let doc: ReturnType<typeof openApiDocument> | undefined;
  return async (c) => c.json(await (doc ??= openApiDocument(app)));
}
