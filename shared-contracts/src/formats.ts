/**
 * The value formats every payload shares, defined once: the patterns and checks the api and the
 * browsers use, and the TypeBox string schemas that carry them. `FORMATS` is registered with the
 * api's validator (Ajv) and with TypeBox's own checker, so `format: 'uuid'` means the same everywhere.
 */
import { FormatRegistry, Kind, Type, TypeRegistry, type SchemaOptions, type StringOptions, type TSchema } from '@sinclair/typebox';

/** Ids are random UUIDs; anything else in an id cannot name a row. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A calendar date as the api writes it: 'YYYY-MM-DD'. */
export const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * A real calendar date written 'YYYY-MM-DD' (no 2026-02-30) in 2000-2100: PostgreSQL has no year 0,
 * which JavaScript's Date accepts, and no compliance date of this product lies outside that range.
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Named formats, for every validator that checks a schema's `format`. */
export const FORMATS = { uuid: isUuid, email: isEmail, 'calendar-date': isCalendarDate } as const;
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
