import { isoDateInIndia } from 'shared-contracts';

/** Calendar dates are Indian (IST): "today" and week starts are computed there, not in UTC (the product's one rule, in shared-contracts). */
export const istDate = isoDateInIndia;

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday on or before the date. */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}
