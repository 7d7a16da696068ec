import type { CalendarOccurrence } from 'shared-contracts';
import { formatDate } from 'shared-ui';

/**
 * Every month from the earliest due date (or this month, 'YYYY-MM') to the last, each with its due dates and named as
 * shown ("November 2026"); a month without due dates is listed too, so this month is always there to open on.
 */
export function monthsOfDueDates(occurrences: readonly CalendarOccurrence[], thisMonth: string): Array<[string, CalendarOccurrence[]]> {
  const keys = [...occurrences.map((o) => o.dueDate.slice(0, 7)), thisMonth].sort();
  const last = keys[keys.length - 1]!;
  const months: Array<[string, CalendarOccurrence[]]> = [];
  for (const at = new Date(`${keys[0]}-01T00:00:00Z`); at.toISOString().slice(0, 7) <= last; at.setUTCMonth(at.getUTCMonth() + 1)) {
    const key = at.toISOString().slice(0, 7);
    months.push([formatDate(`${key}-01`, 'month-year'), occurrences.filter((o) => o.dueDate.startsWith(key))]);
  }
  return months;
}

/** Past its due date and not filed: the server's status, or a due date gone by (India's today) while still open. */
export const isOverdue = (o: CalendarOccurrence, today: string) =>
  o.status === 'overdue' || (o.dueDate < today && (o.status === 'upcoming' || o.status === 'in_progress'));
