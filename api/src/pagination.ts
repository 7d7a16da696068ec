import { HttpError } from './httpError';

/**
 * Keyset pagination shared by the lists: a page is resumed after the last row's sort key, carried
 * by an opaque cursor (base64url of the key's values). Deep pages cost what the first page costs,
 * and a row inserted meanwhile neither repeats nor skips a row of the next page.
 */
export type CursorValue = string | number;

export function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

const INVALID = 'The cursor is not valid. Load the list again from its first page.';

/** The key in a client's cursor, checked against the expected shape (kinds of each value). */
export function decodeCursor(text: string | undefined, shape: Array<'string' | 'number' | 'date' | 'uuid'>): CursorValue[] | null {
  if (text === undefined || text === '') return null;
  if (text.length > 300 || !/^[A-Za-z0-9_-]+$/.test(text)) throw new HttpError(400, INVALID);
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, INVALID);
  }
  if (!Array.isArray(values) || values.length !== shape.length) throw new HttpError(400, INVALID);
  shape.forEach((kind, i) => {
    const v = values[i];
    const ok =
      kind === 'number'
        ? Number.isSafeInteger(v)
        : typeof v === 'string' &&
          v.length <= 200 &&
          (kind === 'string' ||
            (kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))) ||
            (kind === 'uuid' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)));
    if (!ok) throw new HttpError(400, INVALID);
  });
  return values as CursorValue[];
}

/** `limit` from a query string: null when absent (the list's default applies), else 1..max. */
export function parseLimit(value: string | undefined, max: number, name = 'limit'): number | null {
  if (value === undefined || value === '') return null;
  if (!/^[0-9]{1,6}$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Math.min(Number(value), max);
}

/** Rows fetched with limit + 1: the page, and the cursor of its last row when more follow. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => CursorValue[]): { rows: T[]; nextCursor: string | null } {
  if (rows.length <= limit) return { rows, nextCursor: null };
  const page = rows.slice(0, limit);
  return { rows: page, nextCursor: encodeCursor(keyOf(page[page.length - 1])) };
}

/** SQL: a timestamp column's exact value in microseconds since 1970 (a cursor key part), as `alias`. */
export const microseconds = (column: string, alias: string) => `(extract(epoch from ${column}) * 1000000)::bigint AS ${alias}`;

/** SQL: a timestamptz parameter given in microseconds since 1970 (exact, no float rounding). */
export const fromMicroseconds = (param: string) => `(TIMESTAMPTZ 'epoch' + ${param}::bigint * interval '1 microsecond')`;

export const NEWEST_FIRST_SHAPE = ['number', 'uuid'] as const;

/**
 * SQL condition for "after this key" in `ORDER BY <time> DESC, <id>` (newest first), appending the
 * key's two values to params. The leading `<=` lets an index on (company, time DESC, id) range-scan.
 */
export function newestFirstAfter(params: unknown[], timeColumn: string, idColumn: string, key: CursorValue[]): string {
  params.push(key[0], key[1]);
  const time = fromMicroseconds(`$${params.length - 1}`);
  return ` AND ${timeColumn} <= ${time} AND (${timeColumn} < ${time} OR ${idColumn} > $${params.length}::uuid)`;
}
