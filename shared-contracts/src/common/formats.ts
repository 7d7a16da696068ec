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

/**
 * A company's or person's name goes into the platform's own e-mails and pages: no line breaks or other control
 * characters (C0, C1, bidirectional overrides) and nothing that reads as a web or e-mail address.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
const NAME_CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/;
const NAME_ADDRESS = new RegExp(
  [
    '[a-z][a-z0-9+.-]*:\\/\\/', // any scheme: https://, ftp://
    '\\bwww\\d*\\.', // www.example
    '[^\\s@]+@[^\\s@]+\\.[^\\s@]+', // an e-mail address
    '\\b[a-z0-9-]+\\.(?:com|net|org|info|biz|in|co|io|app|dev|xyz|site|online|link|click|top|me|ly|to|example|ru|cn|tk|gl|page|live|shop)\\b',
  ].join('|'),
  'i',
);
export const NAME_MESSAGE = 'may not contain line breaks, control characters or web addresses';
export const isDisplayName = (value: string): boolean => !NAME_CONTROL.test(value) && !NAME_ADDRESS.test(value);

/** Named formats, for every validator that checks a schema's `format`. */
export const FORMATS = { uuid: isUuid, email: isEmail, 'calendar-date': isCalendarDate, 'display-name': isDisplayName } as const;
