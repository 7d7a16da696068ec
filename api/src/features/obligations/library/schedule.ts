import { COMPANY_EVENT_LABELS, COMPLIANCE_FACT_LABELS } from 'shared-contracts';
import { inForce, type Condition, type DueRule, type Obligation, type ObligationVariant, type ProfileFacts, type ProfileFlag } from '../../../content/calendar';

// Pure date rules: which obligations apply to a profile, and their due dates in a window.
// Dates are 'YYYY-MM-DD' strings computed in UTC (calendar dates, no time of day).

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Last day of month m (1-12) of year y. */
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `days` Monday-to-Friday days after `date` (before it when negative; public holidays are not known here). */
function addWorkingDays(date: string, days: number): string {
  let out = date;
  const step = days < 0 ? -1 : 1;
  for (let left = Math.abs(days); left > 0;) {
    out = addDays(out, step);
    if (weekday(out) !== 0 && weekday(out) !== 6) left--;
  }
  return out;
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

/** 'FY 2026-27' for the year starting in month `startMonth` of `y` ('FY 2026' for a calendar year). */
const fyLabel = (y: number, startMonth: number) => (startMonth === 1 ? `FY ${y}` : `FY ${y}-${String(y + 1).slice(2)}`);

const flagOn = (f: ProfileFacts, flag: ProfileFlag) => (flag === 'gstRegistered' ? (f.gstStates ?? []).length > 0 : f.flags?.[flag] === true);
const flagReason = (f: ProfileFacts, flag: ProfileFlag) =>
  flag === 'gstRegistered' ? `GST registered in ${(f.gstStates ?? []).join(', ')}` : (COMPLIANCE_FACT_LABELS[flag as keyof typeof COMPLIANCE_FACT_LABELS] ?? flag);

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
  if (c.depositTaking !== undefined) {
    if (f.depositTaking !== c.depositTaking) return null;
    parts.push(c.depositTaking ? 'deposit-taking' : 'not deposit-taking');
  }
  if (c.minAssetCr !== undefined) {
    if (f.assetSizeCr < c.minAssetCr) return null;
    parts.push(`asset size Rs ${f.assetSizeCr.toLocaleString('en-IN')} crore (Rs ${c.minAssetCr.toLocaleString('en-IN')} crore or more)`);
  }
  if (c.maxAssetCr !== undefined) {
    if (f.assetSizeCr >= c.maxAssetCr) return null;
    parts.push(`asset size Rs ${f.assetSizeCr.toLocaleString('en-IN')} crore (under Rs ${c.maxAssetCr.toLocaleString('en-IN')} crore)`);
  }
  if (c.listing) {
    if (!c.listing.includes(f.listing)) return null;
    parts.push(f.listing === 'equity' ? 'equity shares listed' : 'debt securities listed');
  }
  for (const flag of c.flags ?? []) {
    if (!flagOn(f, flag)) return null;
    parts.push(flagReason(f, flag));
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

/** The reason one wording applies to the company (its first matching condition), or null. */
function variantApplicability(variant: Pick<ObligationVariant, 'appliesWhen'>, facts: ProfileFacts): string | null {
  if (variant.appliesWhen.length === 0) return 'Every company under the Companies Act, 2013';
  for (const condition of variant.appliesWhen) {
    const reason = reasonFor(condition, facts);
    if (reason) return reason;
  }
  return null;
}

/** The reason an obligation applies to the company (its latest wording that does), or null. */
export function applicability(obligation: Obligation, facts: ProfileFacts): string | null {
  for (const variant of [...obligation.variants].reverse()) {
    const reason = variantApplicability(variant, facts);
    if (reason) return reason;
  }
  return null;
}

export interface DueDate {
  dueDate: string;
  period: string;
}

/** A due date with the end of the period it is for (`ref`): the rule in force on that day governs it. */
interface Candidate extends DueDate {
  ref: string;
}

function* monthly(rule: Extract<DueRule, { kind: 'monthly' }>, fromYear: number, toYear: number): Generator<Candidate> {
  for (let y = fromYear - 1; y <= toYear; y++) {
    for (let m = 1; m <= 12; m++) {
      const period = `${MONTH_NAMES[m - 1]} ${y}`;
      const ref = ymd(y, m, lastDay(y, m));
      if (m === 3 && rule.marchDueDay) {
        yield { dueDate: ymd(y, rule.marchDueDay.month, rule.marchDueDay.day), period, ref };
        continue;
      }
      const [dy, dm] = rule.sameMonth ? [y, m] : m === 12 ? [y + 1, 1] : [y, m + 1];
      const day = rule.day === 'last' ? lastDay(dy, dm) : Math.min(rule.day, lastDay(dy, dm));
      yield { dueDate: ymd(dy, dm, day), period, ref };
    }
  }
}

function* financialYear(rule: Extract<DueRule, { kind: 'financial-year' }>, facts: ProfileFacts, fromYear: number, toYear: number): Generator<Candidate> {
  const startMonth = rule.yearStartMonth ?? facts.fyStartMonth;
  for (let y = fromYear - 2; y <= toYear; y++) {
    // The financial year starting in month startMonth of year y ends the month before, a year later.
    const endMonthIndex = y * 12 + (startMonth - 1) + 11; // months since year 0, 0-based
    const ref = ymd(Math.floor(endMonthIndex / 12), (endMonthIndex % 12) + 1, lastDay(Math.floor(endMonthIndex / 12), (endMonthIndex % 12) + 1));
    const target = endMonthIndex + rule.monthsAfterFyEnd;
    const ty = Math.floor(target / 12);
    const tm = (target % 12) + 1;
    const latest = addDays(ymd(ty, tm, lastDay(ty, tm)), rule.daysAfter ?? 0);
    const after = rule.afterEvent;
    // The year's event: the first one recorded after the year end and within fifteen months of it (s. 96(1)).
    const event =
      after && (facts.events ?? []).filter((e) => e.kind === after.event && e.date > ref && e.date <= addMonths(ref, 15)).sort((a, b) => a.date.localeCompare(b.date))[0];
    yield { dueDate: event ? addDays(event.date, after.daysAfter) : latest, period: fyLabel(y, startMonth), ref };
  }
}

function* candidates(rule: DueRule, facts: ProfileFacts, from: string, to: string): Generator<Candidate> {
  const fromYear = Number(from.slice(0, 4));
  const toYear = Number(to.slice(0, 4));
  switch (rule.kind) {
    case 'monthly':
      yield* monthly(rule, fromYear, toYear);
      return;
    case 'quarterly':
      for (let y = fromYear - 1; y <= toYear; y++) {
        for (const m of [3, 6, 9, 12]) {
          const end = ymd(y, m, lastDay(y, m));
          const days = m === 3 && rule.q4DaysAfter !== undefined ? rule.q4DaysAfter : rule.daysAfter;
          yield { dueDate: addDays(end, days), period: `Quarter ended ${formatDate(end)}`, ref: end };
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
          const dueDate = ymd(y, d.month, Math.min(d.day, lastDay(y, d.month)));
          const pe = d.periodEnd;
          const ref = pe ? ymd(y + pe.yearOffset, pe.month, Math.min(pe.day, lastDay(y + pe.yearOffset, pe.month))) : dueDate;
          yield { dueDate, period, ref };
        }
      }
      return;
    case 'financial-year':
      yield* financialYear(rule, facts, fromYear, toYear);
      return;
    case 'weekly': {
      // The first week end on or after a year before the window, then every seven days.
      let end = addDays(from, -366);
      while (weekday(end) !== rule.weekEndsOn) end = addDays(end, 1);
      for (; end < to; end = addDays(end, 7)) yield { dueDate: addDays(end, rule.daysAfter), period: `Week ended ${formatDate(end)}`, ref: end };
      return;
    }
    case 'fortnightly':
      for (let y = fromYear - 1; y <= toYear; y++) {
        for (let m = 1; m <= 12; m++) {
          for (const end of [ymd(y, m, 15), ymd(y, m, lastDay(y, m))]) {
            yield { dueDate: addDays(end, rule.daysAfter), period: `Fortnight ended ${formatDate(end)}`, ref: end };
          }
        }
      }
      return;
    case 'reference-dates':
      for (let y = fromYear - 1; y <= toYear; y++) {
        for (let m = 1; m <= 12; m++) {
          for (const d of rule.dates) {
            const asOn = ymd(y, m, d.day === 'last' ? lastDay(y, m) : d.day);
            yield { dueDate: addDays(asOn, d.daysAfter), period: `Data as on ${formatDate(asOn)} (${d.label})`, ref: asOn };
          }
        }
      }
      return;
    case 'half-yearly': {
      const startMonth = rule.yearStartMonth ?? facts.fyStartMonth;
      for (let y = fromYear - 2; y <= toYear; y++) {
        for (const half of [1, 2] as const) {
          const endIndex = y * 12 + (startMonth - 1) + (half === 1 ? 5 : 11);
          const ey = Math.floor(endIndex / 12);
          const em = (endIndex % 12) + 1;
          const end = ymd(ey, em, lastDay(ey, em));
          const days = half === 2 && rule.h2DaysAfter !== undefined ? rule.h2DaysAfter : rule.daysAfter;
          yield { dueDate: addDays(end, days), period: `H${half} ${fyLabel(y, startMonth)}`, ref: end };
        }
      }
      return;
    }
    case 'event':
      for (const event of facts.events ?? []) {
        if (event.kind !== rule.event) continue;
        const sign = rule.before ? -1 : 1;
        const dueDate = rule.monthsAfter
          ? addMonths(event.date, rule.monthsAfter)
          : rule.workingDays
            ? addWorkingDays(event.date, sign * rule.daysAfter)
            : addDays(event.date, sign * rule.daysAfter);
        yield { dueDate, period: `${COMPANY_EVENT_LABELS[event.kind]} on ${formatDate(event.date)}`, ref: event.date };
      }
      return;
    case 'director-cycle':
      // Nothing falls due in a year off a director's cycle.
      for (const director of facts.directors ?? []) {
        for (let y = director.lastKycYear + rule.everyYears; y <= toYear + 1; y += rule.everyYears) {
          if (y < fromYear - 1) continue;
          const dueDate = ymd(y, rule.month, Math.min(rule.day, lastDay(y, rule.month)));
          yield { dueDate, period: `${director.name} (DIN ${director.din}) ${fyLabel(rule.month >= 4 ? y : y - 1, 4)}`, ref: dueDate };
        }
      }
      return;
  }
}

/** Due dates with from <= dueDate < to, each under the wording in force at the end of its period (that applies to the company). */
export function occurrencesOf(obligation: Obligation, facts: ProfileFacts, from: string, to: string): Array<DueDate & { variant: ObligationVariant }> {
  const seen = new Set<string>();
  const out: Array<DueDate & { variant: ObligationVariant }> = [];
  for (const variant of obligation.variants) {
    if (!variantApplicability(variant, facts)) continue;
    for (const c of candidates(variant.rule, facts, from, to)) {
      if (c.dueDate < from || c.dueDate >= to || !inForce(variant, c.ref) || seen.has(c.period)) continue;
      seen.add(c.period);
      out.push({ dueDate: c.dueDate, period: c.period, variant });
    }
  }
  return out.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.period.localeCompare(b.period));
}

/** Due dates of the obligation with from <= dueDate < to, in order. */
export function dueDates(obligation: Obligation, facts: ProfileFacts, from: string, to: string): DueDate[] {
  return occurrencesOf(obligation, facts, from, to).map(({ dueDate, period }) => ({ dueDate, period }));
}
