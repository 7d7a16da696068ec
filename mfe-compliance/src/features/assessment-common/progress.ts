/** Answered / total as a rounded percent; 0 when there is nothing to answer. */
export function percentOf(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/** Today's date as YYYY-MM-DD in the user's time zone, for file names. */
export function isoDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A clock time the user reads, in India Standard Time like every time of the product, e.g. "10:42:07 am". */
export function clockTime(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata' });
}

/** An element id from content ids (policy ids contain spaces, which aria-labelledby would split). */
export const domId = (...parts: string[]) => parts.join('-').replace(/[^A-Za-z0-9_-]/g, '_');
