import type { FilingLine } from './companyReport';

// The board report's executive summary: the figures a board reads first, from the filing lines of the year (and of
// the year before, for the change), all counted from the company's tracking start.

export interface OnTime {
  /** Filed on time among the filings due so far (filed, or past their due date); null when none is due yet. */
  rate: number | null;
  due: number;
  onTime: number;
}

/** Filings due so far: filed (on time or late) or overdue; "filed before we joined" and upcoming ones are not scored. */
export function onTimeOf(filings: FilingLine[]): OnTime {
  const due = filings.filter((f) => f.state === 'Filed on time' || f.state === 'Filed late' || f.state === 'Overdue');
  const onTime = due.filter((f) => f.state === 'Filed on time').length;
  return { rate: due.length === 0 ? null : Math.round((onTime / due.length) * 100), due: due.length, onTime };
}

/** "up 5 points since FY 2025-26 (80%)", or why there is nothing to compare. */
export function changeSince(current: number | null, previous: number | null, previousLabel: string): string {
  if (current === null) return 'nothing due yet this year';
  if (previous === null) return `no filing was due in ${previousLabel} to compare with`;
  const delta = current - previous;
  if (delta === 0) return `unchanged since ${previousLabel} (${previous}%)`;
  return `${delta > 0 ? 'up' : 'down'} ${Math.abs(delta)} point${Math.abs(delta) === 1 ? '' : 's'} since ${previousLabel} (${previous}%)`;
}

export interface UpcomingMonth {
  /** 'YYYY-MM' */
  month: string;
  count: number;
  /** "RBI 3, MCA 1", largest first. */
  authorities: string;
}

/** The upcoming filings as one line per month (the board reads the load ahead, not every row). */
export function upcomingByMonth(filings: FilingLine[]): UpcomingMonth[] {
  const months = new Map<string, Map<string, number>>();
  for (const f of filings.filter((x) => x.state === 'Upcoming')) {
    const month = f.dueDate.slice(0, 7);
    const byAuthority = months.get(month) ?? new Map<string, number>();
    byAuthority.set(f.authority, (byAuthority.get(f.authority) ?? 0) + 1);
    months.set(month, byAuthority);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, byAuthority]) => ({
      month,
      count: [...byAuthority.values()].reduce((n, c) => n + c, 0),
      authorities: [...byAuthority.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([authority, n]) => `${authority} ${n}`)
        .join(', '),
    }));
}

/** Past this many late or overdue filings the report lists them by return (a weekly return would fill pages). */
export const LATE_LISTED = 25;

export interface LateByReturn {
  title: string;
  authority: string;
  overdue: number;
  filedLate: number;
  /** The earliest due date among them (YYYY-MM-DD). */
  oldestDue: string;
  owner: string;
}

/** The late and overdue filings as one line per return, the return with the most first. */
export function lateByReturn(filings: FilingLine[]): LateByReturn[] {
  const byReturn = new Map<string, LateByReturn>();
  for (const f of filings) {
    const key = `${f.title}\u0000${f.authority}`;
    const line = byReturn.get(key) ?? { title: f.title, authority: f.authority, overdue: 0, filedLate: 0, oldestDue: f.dueDate, owner: f.owner };
    if (f.state === 'Overdue') line.overdue++;
    else line.filedLate++;
    if (f.dueDate < line.oldestDue) line.oldestDue = f.dueDate;
    line.owner ||= f.owner;
    byReturn.set(key, line);
  }
  return [...byReturn.values()].sort((a, b) => b.overdue + b.filedLate - (a.overdue + a.filedLate) || a.title.localeCompare(b.title));
}
