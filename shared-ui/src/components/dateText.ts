import { isCalendarDate } from 'shared-contracts';

/**
 * What a person types into a date field, read as the product writes dates (day first, Indian English):
 * '30/11/2026', '30-11-2026', '30.11.2026', '30 Nov 2026', '30 November 2026'; a pasted '2026-11-30' too.
 * Never month first: '03/04/2026' is 3 April.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DAY_MONTH_YEAR = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/;
const DAY_NAME_YEAR = /^(\d{1,2})(?:st|nd|rd|th)?[\s-]+([a-z]+)\.?,?[\s-]+(\d{4})$/i;
const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The month a name stands for (1-12): its first three letters, when the rest spells the same month. */
function monthOfName(name: string): number | null {
  const lower = name.toLowerCase();
  const index = MONTHS.indexOf(lower.slice(0, 3));
  if (index < 0) return null;
  const full = new Date(Date.UTC(2026, index, 1)).toLocaleDateString('en-IN', { month: 'long', timeZone: 'UTC' }).toLowerCase();
  // 'Sept' is how Indian English often shortens September.
  return full.startsWith(lower) || (index === 8 && lower === 'sept') ? index + 1 : null;
}

/** The ISO date ('2026-11-30') a typed text means, or null when it is no real date (the server's years: 2000-2100). */
export function parseDateText(text: string): string | null {
  const value = text.trim();
  let date: string | null = null;
  const numeric = DAY_MONTH_YEAR.exec(value);
  const named = DAY_NAME_YEAR.exec(value);
  const pasted = ISO.exec(value);
  if (numeric) date = iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
  else if (named) {
    const month = monthOfName(named[2]);
    if (month) date = iso(Number(named[3]), month, Number(named[1]));
  } else if (pasted) date = iso(Number(pasted[1]), Number(pasted[2]), Number(pasted[3]));
  return date && isCalendarDate(date) ? date : null;
}

/** The ISO date `days` after (or before) another. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` later (or earlier), kept within the month's length (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return iso(first.getUTCFullYear(), first.getUTCMonth() + 1, Math.min(day, last));
}

/** The weeks (Monday first) of the month holding `date`, each day its ISO date or null outside the month. */
export function monthWeeks(date: string): Array<Array<string | null>> {
  const [year, month] = date.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: Array<string | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: days }, (_, i) => iso(year, month, i + 1))];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whether a date lies within the optional bounds (ISO dates compare as text). */
export const withinRange = (date: string, min?: string, max?: string) => (!min || date >= min) && (!max || date <= max);
