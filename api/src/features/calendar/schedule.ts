import type { Condition, DueRule, Obligation, ProfileFacts } from '../../content/calendar';

// Pure date rules: which obligations apply to a profile, and their due dates in a window.
// Dates are 'YYYY-MM-DD' strings computed in UTC (calendar dates, no time of day).

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Last day of month m (1-12) of year y. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The date twelve months after `date` (exclusive end of the calendar window). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return ymd(ny, nm, Math.min(d, lastDay(ny, nm)));
}

const formatDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`;
};

/** Why a condition holds for these facts, or null when it does not. */
function reasonFor(c: Condition, f: ProfileFacts): string | null {
  const parts: string[] = [];
  if (c.categories) {
    if (!f.category || !c.categories.includes(f.category)) return null;
    parts.push(f.category === 'CIC' ? 'Core Investment Company' : 'Housing Finance Company');
  }
  if (c.notCategories && f.category && c.notCategories.includes(f.category)) return null;
  if (c.layers) {
    if (!c.layers.includes(f.layer)) return null;
    parts.push(`NBFC in the ${f.layer}`);
  }
  if (c.minAssetCr !== undefined) {
    if (f.assetSizeCr < c.minAssetCr) return null;
    parts.push(`asset size Rs ${f.assetSizeCr.toLocaleString('en-IN')} crore (Rs ${c.minAssetCr.toLocaleString('en-IN')} crore or more)`);
  }
  if (c.listing) {
    if (!c.listing.includes(f.listing)) return null;
    parts.push(f.listing === 'equity' ? 'equity shares listed' : 'debt securities listed');
  }
  if (c.state) {
    if (!f.states.includes(c.state)) return null;
    parts.push(`establishment in ${c.state}`);
  }
  if (c.minHeadcount !== undefined) {
    if (f.headcount < c.minHeadcount) return null;
    if (c.minHeadcount > 1) parts.push(`${f.headcount} employees (${c.minHeadcount} or more)`);
  }
  const text = parts.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Every company';
}

/** The reason an obligation applies to the company (the first matching condition), or null. */
export function applicability(obligation: Obligation, facts: ProfileFacts): string | null {
  if (obligation.appliesWhen.length === 0) return 'Every company under the Companies Act, 2013';
  for (const condition of obligation.appliesWhen) {
    const reason = reasonFor(condition, facts);
    if (reason) return reason;
  }
  return null;
}

export interface DueDate {
  dueDate: string;
  period: string;
}

function* candidates(rule: DueRule, fromYear: number, toYear: number, fyStartMonth: number): Generator<DueDate> {
  switch (rule.kind) {
    case 'monthly':
      for (let y = fromYear - 1; y <= toYear; y++) {
        for (let m = 1; m <= 12; m++) {
          const period = `${MONTH_NAMES[m - 1]} ${y}`;
          if (m === 3 && rule.marchDueDay) {
            yield { dueDate: ymd(y, rule.marchDueDay.month, rule.marchDueDay.day), period };
            continue;
          }
          const [dy, dm] = rule.sameMonth ? [y, m] : m === 12 ? [y + 1, 1] : [y, m + 1];
          const day = rule.day === 'last' ? lastDay(dy, dm) : Math.min(rule.day, lastDay(dy, dm));
          yield { dueDate: ymd(dy, dm, day), period };
        }
      }
      return;
    case 'quarterly':
      for (let y = fromYear - 1; y <= toYear; y++) {
        for (const m of [3, 6, 9, 12]) {
          const end = ymd(y, m, lastDay(y, m));
          const days = m === 3 && rule.q4DaysAfter !== undefined ? rule.q4DaysAfter : rule.daysAfter;
          yield { dueDate: addDays(end, days), period: `Quarter ended ${formatDate(end)}` };
        }
      }
      return;
    case 'fixed':
      for (let y = fromYear - 1; y <= toYear + 1; y++) {
        for (const d of rule.dates) {
          const period = d.period
            .replace(/\{Y-1\}/g, String(y - 1))
            .replace(/\{Y\+1\}/g, String(y + 1))
            .replace(/\{Y\}/g, String(y));
          yield { dueDate: ymd(y, d.month, Math.min(d.day, lastDay(y, d.month))), period };
        }
      }
      return;
    case 'financial-year':
      for (let y = fromYear - 2; y <= toYear; y++) {
        // The financial year starting in month fyStartMonth of year y ends the month before, a year later.
        const endMonthIndex = y * 12 + (fyStartMonth - 1) + 11; // months since year 0, 0-based
        const target = endMonthIndex + rule.monthsAfterFyEnd;
        const ty = Math.floor(target / 12);
        const tm = (target % 12) + 1;
        const base = ymd(ty, tm, lastDay(ty, tm));
        const endYear = Math.floor(endMonthIndex / 12);
        const label = fyStartMonth === 1 ? `FY ${y}` : `FY ${y}-${String(endYear).slice(2)}`;
        yield { dueDate: addDays(base, rule.daysAfter ?? 0), period: label };
      }
      return;
  }
}

/** Due dates of the obligation with from <= dueDate < to, in order. */
export function dueDates(obligation: Obligation, facts: ProfileFacts, from: string, to: string): DueDate[] {
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  const seen = new Set<string>();
  const out: DueDate[] = [];
  for (const c of candidates(obligation.rule, fromYear, toYear, facts.fyStartMonth)) {
    if (c.dueDate < from || c.dueDate >= to || seen.has(c.dueDate)) continue;
    seen.add(c.dueDate);
    out.push(c);
  }
  return out.sort((a, b) => a.dueDate.localeCompare(b.dueDate));
}
