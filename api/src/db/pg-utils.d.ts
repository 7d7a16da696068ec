// node-postgres's own conversion of a JS value to a query parameter (no types ship for this file).
declare module 'pg/lib/utils.js' {
  export function prepareValue(value: unknown): string | Buffer | null;
}
