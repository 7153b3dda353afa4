// The API's operations as its OpenAPI document describes them, for the tests that take the
// document as their input (a new route is covered without a change to them).
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
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

export interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  schema?: Schema;
}

export function operations(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      schema: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** Every operation of the document whose request body is JSON. */
export const jsonOperations = (doc: OpenApiDocument) =>
  operations(doc).filter((op): op is Operation & { schema: Schema } => op.schema !== undefined);

/** A schema with its `$ref` followed to the component it names. */
export const resolver =
  (doc: OpenApiDocument) =>
  (s: Schema): Schema => {
    let schema = s;
    while (schema.$ref) schema = doc.components!.schemas![schema.$ref.replace('#/components/schemas/', '')];
    return schema;
  };
