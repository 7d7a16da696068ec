/**
 * The value formats every payload shares, defined once: the patterns and checks the api and the
 * browsers use. The TypeBox schemas that carry them are in schemaFormats.ts, kept apart so a browser
 * that needs only a pattern does not download TypeBox. `FORMATS` is registered with the api's
 * validator (Ajv) and with TypeBox's own checker, so `format: 'uuid'` means the same everywhere.
 */

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
