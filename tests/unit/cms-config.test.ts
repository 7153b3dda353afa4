// The content editor's configuration (public/admin/config.yml) against the zod schemas of
// src/domain/content/schemas.ts: same fields, required where the schema requires, same choices and
// limits, so whatever the editor lets through is what the build accepts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  articleSchema,
  categorySchema,
  courseSchema,
  faqSchema,
  productSchema,
  serviceIcons,
  serviceSchema,
  sessionSchema,
  siteFactsSchema,
} from '#domain/content/schemas';

interface EditorField {
  name: string;
  widget: string;
  required?: boolean;
  options?: string[];
  min?: number;
  max?: number;
  value_type?: 'int' | 'float';
  pattern?: [string, string];
  fields?: EditorField[];
  field?: EditorField;
  multiple?: boolean;
  collection?: string;
  value_field?: string;
}
interface EditorCollection {
  name: string;
  folder?: string;
  extension?: string;
  format?: string;
  create?: boolean;
  slug?: string;
  fields?: EditorField[];
  files?: { name: string; file: string; fields: EditorField[] }[];
}
interface JsonProp {
  type?: string;
  enum?: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  items?: JsonProp;
  properties?: Record<string, JsonProp>;
  required?: string[];
  anyOf?: JsonProp[];
}

const config = parse(readFileSync('public/admin/config.yml', 'utf8')) as {
  media_folder: string;
  public_folder: string;
  local_backend: unknown;
  backend: { name: string };
  collections: EditorCollection[];
};
const collection = (name: string) => {
  const c = config.collections.find((x) => x.name === name);
  if (!c) throw new Error(`no collection ${name}`);
  return c;
};

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonProp;
// Nullable / defaulted props come as anyOf [X, null]; the editor edits X.
const unwrap = (p: JsonProp): JsonProp => (p.anyOf ? (p.anyOf.find((a) => a.type !== 'null') ?? {}) : p);
const isDate = (p: JsonProp) => Object.keys(unwrap(p)).filter((k) => k !== 'default').length === 0;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** Every difference between an editor field and the schema's property, as readable lines. */
function compareField(path: string, field: EditorField, prop: JsonProp, required: boolean): string[] {
  const problems: string[] = [];
  const p = unwrap(prop);
  const editorRequired = field.required !== false;
  if (editorRequired !== required) problems.push(`${path}: required is ${editorRequired} in the editor, ${required} in the schema`);

  if (isDate(prop)) {
    if (field.widget !== 'datetime') problems.push(`${path}: a date needs the datetime widget, not ${field.widget}`);
    return problems;
  }
  if (p.enum) {
    if (field.widget !== 'select') problems.push(`${path}: choices need the select widget`);
    if (JSON.stringify(field.options) !== JSON.stringify(p.enum)) problems.push(`${path}: options ${field.options} differ from ${p.enum}`);
    return problems;
  }
  switch (p.type) {
    case 'integer':
    case 'number': {
      if (field.widget === 'relation') break; // ids picked from another collection
      if (field.widget !== 'number') problems.push(`${path}: a number needs the number widget`);
      const valueType = p.type === 'integer' ? 'int' : 'float';
      if (field.value_type !== valueType) problems.push(`${path}: value_type should be ${valueType}`);
      if (p.minimum !== undefined && p.minimum > -SAFE_MAX && field.min !== p.minimum)
        problems.push(`${path}: min ${field.min}, schema ${p.minimum}`);
      if (p.exclusiveMinimum !== undefined && !(typeof field.min === 'number' && field.min > p.exclusiveMinimum))
        problems.push(`${path}: min must be above ${p.exclusiveMinimum}`);
      if (p.maximum !== undefined && p.maximum < SAFE_MAX && field.max !== p.maximum)
        problems.push(`${path}: max ${field.max}, schema ${p.maximum}`);
      break;
    }
    case 'boolean':
      if (field.widget !== 'boolean') problems.push(`${path}: a flag needs the boolean widget`);
      break;
    case 'string': {
      const editorPattern = field.pattern ? new RegExp(field.pattern[0]) : null;
      if (p.pattern && field.pattern?.[0] !== p.pattern) problems.push(`${path}: pattern ${field.pattern?.[0]} differs from ${p.pattern}`);
      if (
        p.maxLength !== undefined &&
        !(editorPattern && editorPattern.test('x'.repeat(p.maxLength)) && !editorPattern.test('x'.repeat(p.maxLength + 1)))
      )
        problems.push(`${path}: the editor must limit it to ${p.maxLength} characters`);
      if (p.minLength !== undefined && p.minLength > 1 && !(editorPattern && !editorPattern.test('x'.repeat(p.minLength - 1))))
        problems.push(`${path}: the editor must ask for at least ${p.minLength} characters`);
      if (p.format === 'uri' && !(editorPattern && editorPattern.test('https://example.com/a') && !editorPattern.test('example')))
        problems.push(`${path}: the editor must ask for a full address`);
      break;
    }
    case 'array': {
      if (p.minItems !== undefined && field.min !== p.minItems)
        problems.push(`${path}: at least ${p.minItems} items, editor min ${field.min}`);
      if (p.maxItems !== undefined && field.max !== p.maxItems)
        problems.push(`${path}: at most ${p.maxItems} items, editor max ${field.max}`);
      if (field.widget === 'relation') {
        if (!field.multiple) problems.push(`${path}: a list of references needs multiple: true`);
        break;
      }
      if (field.widget !== 'list') problems.push(`${path}: a list needs the list widget`);
      const items = p.items ?? {};
      if (items.type === 'object') problems.push(...compareFields(path, field.fields ?? [], items));
      else if (!field.field) problems.push(`${path}: a list of values needs a single 'field'`);
      else problems.push(...compareField(`${path}[]`, field.field, items, true).filter((m) => !m.includes('required is')));
      break;
    }
    case 'object':
      if (field.widget !== 'object') problems.push(`${path}: a group needs the object widget`);
      problems.push(...compareFields(path, field.fields ?? [], p));
      break;
  }
  return problems;
}

function compareFields(path: string, fields: EditorField[], schema: JsonProp): string[] {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const problems: string[] = [];
  const names = fields.map((f) => f.name);
  for (const name of Object.keys(props)) if (!names.includes(name)) problems.push(`${path}.${name}: missing in the editor`);
  for (const field of fields) {
    const prop = props[field.name];
    if (!prop) problems.push(`${path}.${field.name}: not in the schema`);
    else problems.push(...compareField(`${path}.${field.name}`, field, prop, required.has(field.name)));
  }
  return problems;
}

const folderCollections = [
  { name: 'products', schema: productSchema, folder: 'content/products', extension: 'md', body: true },
  { name: 'categories', schema: categorySchema, folder: 'content/categories', extension: 'yaml', body: false },
  { name: 'services', schema: serviceSchema, folder: 'content/services', extension: 'yaml', body: false },
  { name: 'courses', schema: courseSchema, folder: 'content/courses', extension: 'yaml', body: false },
  { name: 'sessions', schema: sessionSchema, folder: 'content/sessions', extension: 'yaml', body: false },
  { name: 'articles', schema: articleSchema, folder: 'content/articles', extension: 'md', body: true },
  { name: 'faq', schema: faqSchema, folder: 'content/faq', extension: 'yaml', body: false },
] as const;

describe('content editor configuration', () => {
  it('has the collections the /school admin buttons open, and nothing else', () => {
    expect(config.collections.map((c) => c.name).sort()).toEqual(
      ['articles', 'categories', 'courses', 'faq', 'products', 'services', 'sessions', 'site'].sort(),
    );
  });

  it('uploads images into the repository, served from /images/uploads', () => {
    expect(config.media_folder).toBe('public/images/uploads');
    expect(config.public_folder).toBe('/images/uploads');
  });

  it('edits through Git Gateway in production and the local backend on localhost', () => {
    expect(config.backend.name).toBe('git-gateway');
    expect(config.local_backend).toBeTruthy();
  });

  describe.each(folderCollections)('$name', ({ name, schema, folder, extension, body }) => {
    const c = collection(name);

    it(`writes one ${extension} file per entry in ${folder}, and can create entries`, () => {
      expect(c.folder).toBe(folder);
      expect(c.extension).toBe(extension);
      expect(c.create).toBe(true);
      expect(c.format).toBe(extension === 'md' ? 'frontmatter' : 'yaml');
    });

    it('has every schema field, required exactly where the schema requires it, with its choices and limits', () => {
      const fields = (c.fields ?? []).filter((f) => f.name !== 'body');
      expect(compareFields(name, fields, jsonSchema(schema))).toEqual([]);
    });

    if (body) {
      it('edits the markdown body, required', () => {
        const bodyField = c.fields?.find((f) => f.name === 'body');
        expect(bodyField?.widget).toBe('markdown');
        expect(bodyField?.required).not.toBe(false);
      });
    }
  });

  it('names course, category and service files by their slug and session and FAQ files by their id', () => {
    for (const name of ['courses', 'categories', 'services']) expect(collection(name).slug).toBe('{{fields.slug}}');
    for (const name of ['sessions', 'faq']) expect(collection(name).slug).toBe('{{fields.id}}');
  });

  it('site facts: content/site.json with every field of the schema', () => {
    const files = collection('site').files ?? [];
    expect(files.map((f) => [f.name, f.file])).toEqual([['site', 'content/site.json']]);
    expect(compareFields('site', files[0].fields, jsonSchema(siteFactsSchema))).toEqual([]);
  });

  it('offers exactly the spec choices: course levels, session statuses, article types, service icons', () => {
    const options = (name: string, field: string) => collection(name).fields?.find((f) => f.name === field)?.options;
    expect(options('courses', 'level')).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(options('sessions', 'status')).toEqual(['upcoming', 'ongoing', 'completed', 'cancelled']);
    expect(options('articles', 'type')).toEqual(['faq', 'tutorial', 'guide']);
    expect(options('services', 'icon')).toEqual([...serviceIcons]);
  });

  it('keeps course prices within 300-3500 and capacity within 12-25', () => {
    const field = (name: string) => collection('courses').fields?.find((f) => f.name === name);
    expect([field('price')?.min, field('price')?.max]).toEqual([300, 3500]);
    expect([field('max_participants')?.min, field('max_participants')?.max]).toEqual([12, 25]);
  });

  it('compareFields catches a mismatch (the check itself works)', () => {
    const wrong: EditorField[] = [{ name: 'level', widget: 'select', options: ['beginner'], required: false }];
    const problems = compareFields('x', wrong, jsonSchema(z.object({ level: z.enum(['beginner', 'advanced']), price: z.number().min(1) })));
    expect(problems).toEqual([
      'x.price: missing in the editor',
      'x.level: required is false in the editor, true in the schema',
      'x.level: options beginner differ from beginner,advanced',
    ]);
  });
});
