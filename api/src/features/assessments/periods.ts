import type { AssessmentPeriodInfo } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../httpError';
import { indiaToday } from '../updates/deadlines';
import type { AssessmentKind } from './repository';
import { periodHeaders, type PeriodRow } from './periodRepository';

// Assessments belong to a period: the financial year (April to March) for the yearly checklists,
// its quarter for the self-audit (its returns are quarterly). The latest period is the one being
// answered; earlier ones are read-only.

export const PERIOD_LENGTH: Record<AssessmentKind, 'year' | 'quarter'> = { hr: 'year', rbi: 'year', mca: 'year', 'self-audit': 'quarter' };

const YEAR = /^FY(\d{4})-(\d{2})$/;
const QUARTER = /^FY(\d{4})-(\d{2}) Q([1-4])$/;

/** Months since April 2000 of the period's start; refuses what is no period of this kind. */
function startOf(kind: AssessmentKind, label: string): number | null {
  const match = (PERIOD_LENGTH[kind] === 'year' ? YEAR : QUARTER).exec(label);
  if (!match) return null;
  const year = Number(match[1]);
  if ((year + 1) % 100 !== Number(match[2])) return null;
  return (year - 2000) * 12 + (match[3] ? (Number(match[3]) - 1) * 3 : 0);
}

function labelAt(kind: AssessmentKind, months: number): string {
  const year = 2000 + Math.floor(months / 12);
  const fy = `FY${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  return PERIOD_LENGTH[kind] === 'year' ? fy : `${fy} Q${Math.floor((months % 12) / 3) + 1}`;
}

/** The period a date ('YYYY-MM-DD') falls in. */
export function periodOn(kind: AssessmentKind, date: string): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  const sinceApril = (year - 2000) * 12 + (month - 4);
  return labelAt(kind, PERIOD_LENGTH[kind] === 'year' ? sinceApril - (((sinceApril % 12) + 12) % 12) : sinceApril - (((sinceApril % 3) + 3) % 3));
}

/** The period's days: its first day and the day after its last ('YYYY-MM-DD'), for reports. */
export function periodDates(kind: AssessmentKind, label: string): { from: string; to: string } {
  const start = startOf(kind, validPeriod(kind, label))!;
  const length = PERIOD_LENGTH[kind] === 'year' ? 12 : 3;
  const day = (months: number) => `${2000 + Math.floor((months + 3) / 12)}-${String(((months + 3) % 12) + 1).padStart(2, '0')}-01`;
  return { from: day(start), to: day(start + length) };
}

export function nextPeriod(kind: AssessmentKind, label: string): string {
  return labelAt(kind, startOf(kind, label)! + (PERIOD_LENGTH[kind] === 'year' ? 12 : 3));
}

export const comparePeriods = (kind: AssessmentKind, a: string, b: string) => startOf(kind, a)! - startOf(kind, b)!;

export function validPeriod(kind: AssessmentKind, label: string): string {
  if (startOf(kind, label) === null) {
    throw new HttpError(400, `Invalid period. Use ${PERIOD_LENGTH[kind] === 'year' ? 'a financial year like FY2026-27' : 'a quarter like FY2026-27 Q3'}`);
  }
  return label;
}

export async function periodRows(db: Queryable, companyId: string, kind: AssessmentKind): Promise<PeriodRow[]> {
  const rows = await periodHeaders(db, companyId, kind);
  return rows.sort((a, b) => comparePeriods(kind, b.period, a.period));
}

/** The period being answered: the latest started one, else the one today falls in. */
export async function currentPeriod(db: Queryable, companyId: string, kind: AssessmentKind): Promise<string> {
  const [latest] = await periodRows(db, companyId, kind);
  return latest?.period ?? periodOn(kind, indiaToday());
}

export interface ResolvedPeriod {
  period: string;
  current: string;
  readOnly: boolean;
}

/** The period a request reads (the current one unless another is named); unknown labels are refused. */
export async function resolvePeriod(db: Queryable, companyId: string, kind: AssessmentKind, requested?: string): Promise<ResolvedPeriod> {
  const current = await currentPeriod(db, companyId, kind);
  const period = requested ? validPeriod(kind, requested) : current;
  return { period, current, readOnly: period !== current };
}

/** Saves go to the current period only: a past period is never overwritten. */
export async function writablePeriod(db: Queryable, companyId: string, kind: AssessmentKind, requested?: string): Promise<string> {
  const { period, current } = await resolvePeriod(db, companyId, kind, requested);
  if (period !== current) throw new HttpError(409, `${period} is closed and read-only; answers can be changed in the current period (${current}) only`);
  return current;
}

export const periodInfo = (resolved: ResolvedPeriod): AssessmentPeriodInfo => ({ period: resolved.period, currentPeriod: resolved.current, readOnly: resolved.readOnly });
