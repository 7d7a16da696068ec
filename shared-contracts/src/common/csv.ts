/**
 * The one CSV rule of the product (server exports and any CSV a screen builds).
 *
 * RFC 4180: fields are separated by commas, records by CRLF; a field holding a comma, a double
 * quote, CR or LF is wrapped in double quotes with inner quotes doubled.
 * Formula injection (OWASP ASVS v5.0 1.2.10): a text cell starting with =, +, -, @, tab, CR or
 * NUL is prefixed with a single quote so a spreadsheet shows it as text instead of running it.
 * A spreadsheet set to a semicolon list separator (most of Europe) splits an unquoted field at `;`, so a
 * formula character right after a semicolon starts a cell there: it is neutralised the same way, and any
 * field holding a semicolon is quoted.
 */
export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r\0]/;
const FORMULA_AFTER_SEMICOLON = /;(?=[=+\-@\t\r\0])/g;

/** A text value made safe to put in a spreadsheet cell (CSV or XLSX). */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** One CSV field: numbers and booleans as they are, dates as ISO text, text neutralised and quoted. */
export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  const text = neutraliseFormula(value instanceof Date ? value.toISOString() : value).replace(FORMULA_AFTER_SEMICOLON, ";'");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows (the first usually the header) as CSV text with CRLF record ends. */
export function toCsv(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
