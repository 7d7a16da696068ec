/**
 * The TypeBox string schemas of the shared formats (formats.ts), and their registration with TypeBox's
 * own checker. Only payload schemas import this file, so the browser downloads TypeBox only where a
 * page really uses a payload schema (shared-contracts is marked free of side effects for the bundler).
 */
import { FormatRegistry, Kind, Type, TypeRegistry, type SchemaOptions, type StringOptions, type TSchema } from '@sinclair/typebox';
import { FORMATS, ISO_DATE_PATTERN } from './formats';

for (const [name, check] of Object.entries(FORMATS)) {
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
}

/** A uuid (refused by the schema when malformed). */
export const Uuid = (options: StringOptions = {}) => Type.String({ format: 'uuid', ...options });
/**
 * A date's shape, 'YYYY-MM-DD'; whether it is a real date is checked by the rule that reads it
 * (isCalendarDate), so the refusal names the field the way the screen does.
 */
export const IsoDate = (options: StringOptions = {}) => Type.String({ pattern: ISO_DATE_PATTERN.source, ...options });
/** Bounded text; `required` also refuses an empty or blank value. */
export const Text = (maxLength: number, options: StringOptions & { required?: boolean } = {}) => {
  const { required, ...rest } = options;
  return Type.String({ maxLength, ...(required ? { minLength: 1, pattern: '\\S' } : {}), ...rest });
};

/** A company's or person's name: bounded text with no control characters or web addresses (isDisplayName). */
export const DisplayName = (maxLength: number, options: StringOptions & { required?: boolean } = {}) => Text(maxLength, { ...options, format: 'display-name' });

/**
 * One of a list of strings, written `{ type: 'string', enum }` (not TypeBox's anyOf of literals) so the
 * api's serializer stays a plain string write; its TypeScript type is the list's union.
 */
export const StringEnum = <const T extends readonly string[]>(values: T, options: SchemaOptions = {}) =>
  Type.Unsafe<T[number]>({ [Kind]: 'StringEnum', type: 'string', enum: [...values], ...options });
if (!TypeRegistry.Has('StringEnum')) {
  TypeRegistry.Set<{ enum: string[] }>('StringEnum', (schema, value) => typeof value === 'string' && schema.enum.includes(value));
}

/** The value or null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
