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
