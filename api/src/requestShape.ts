import type { TSchema } from '@sinclair/typebox';

type Json = Record<string, unknown>;

/**
 * The part of a payload's schema (shared-contracts, TypeBox) that the api's validator checks before a handler
 * runs, for routes whose rules must answer with the specification's own messages ("Please fill all fields",
 * "Due date is invalid"): the shape only (field names, no unknown fields, JSON types, length bounds), never
 * `required`, enums, formats or patterns, which the feature's service checks and words (except the display-name format). A query string's
 * values are all text on the wire, so with `'query'` every field is a bounded string.
 * With `{ required: true }` the object's required fields stay required (refused as "Missing field: …").
 * Routes without such messages give Fastify the schema itself.
 */
export function requestShape(schema: TSchema, where: 'body' | 'query' = 'body', options: { required?: boolean } = {}): Json {
  return shapeOf(schema as unknown as Json, where, options.required === true);
}

const TEXT_BOUND = 64;

function shapeOf(schema: Json, where: 'body' | 'query', keepRequired: boolean): Json {
  const type = schema.type;
  if (type === 'object') {
    const properties = Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([key, value]) => [key, shapeOf(value, where, keepRequired)]),
    );
    const required = keepRequired && Array.isArray(schema.required) && schema.required.length > 0 ? { required: schema.required } : {};
    return { type: 'object', ...required, properties, ...(schema.additionalProperties === false ? { additionalProperties: false } : {}) };
  }
  const text = { type: 'string', maxLength: typeof schema.maxLength === 'number' ? schema.maxLength : TEXT_BOUND };
  if (where === 'query') return text;
  // A name's format is a security rule (the platform repeats names in its mails), not a worded one: always checked.
  if (type === 'string') return schema.format === 'display-name' ? { ...text, format: 'display-name' } : text;
  if (type === 'array') {
    return { type: 'array', ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }), items: shapeOf(schema.items as Json, where, keepRequired) };
  }
  if (Array.isArray(schema.anyOf)) return { anyOf: (schema.anyOf as Json[]).map((item) => shapeOf(item, where, keepRequired)) };
  if (type === 'integer' || type === 'number' || type === 'boolean' || type === 'null') return { type };
  throw new Error(`requestShape: unsupported schema ${JSON.stringify(schema)}`);
}

/** What such a handler receives: every field may be missing, text fields are any text. */
export type Loose<T> = { [K in keyof T]?: NonNullable<T[K]> extends string ? string : T[K] };
/** A query string's fields: each one text, if present. */
export type QueryText<T> = { [K in keyof T]?: string };
