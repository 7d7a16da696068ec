import { OBLIGATION_AUTHORITIES, type ComplianceScoreResponse, type ObligationAuthority, type ScoreCell, type ScorePeriod } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../httpError';
import { istDate } from '../../../dates';
import { scoreRows, type ScoreRow } from './repository';
import { trackingStart } from '../occurrences/occurrenceRepository';

/** Without a company row (never in practice) the score counts from the current month. */
const periods0 = (today: string) => `${today.slice(0, 7)}-01`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ymd = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The `count` periods ending with the current one, oldest first: [from, to] inclusive and a label. */
export function scorePeriods(today: string, unit: 'month' | 'quarter', count: number): Array<{ from: string; to: string; label: string }> {
  const [y, m] = today.split('-').map(Number);
  const step = unit === 'month' ? 1 : 3;
  // Months since year 0 of the current period's first month (quarters start in Jan, Apr, Jul, Oct).
  const current = y * 12 + (unit === 'month' ? m - 1 : Math.floor((m - 1) / 3) * 3);
  const out: Array<{ from: string; to: string; label: string }> = [];
  for (let i = count - 1; i >= 0; i--) {
    const start = current - i * step;
    const sy = Math.floor(start / 12);
    const sm = (start % 12) + 1;
    const end = start + step - 1;
    const ey = Math.floor(end / 12);
    const em = (end % 12) + 1;
    // India's financial year starts in April: Apr-Jun is Q1 of FY sy-(sy+1).
    const fyStart = sm >= 4 ? sy : sy - 1;
    const label = unit === 'month' ? `${MONTHS[sm - 1]} ${sy}` : `Q${(((sm - 4 + 12) % 12) / 3 + 1) | 0} FY ${fyStart}-${String(fyStart + 1).slice(2)}`;
    out.push({ from: ymd(sy, sm, 1), to: ymd(ey, em, lastDay(ey, em)), label });
  }
  return out;
}

function cell(rows: ScoreRow[]): ScoreCell {
  const due = rows.reduce((n, r) => n + r.due, 0);
  const filedOnTime = rows.reduce((n, r) => n + r.on_time, 0);
  return {
    due,
    filedOnTime,
    filedLate: rows.reduce((n, r) => n + r.late, 0),
    missed: rows.reduce((n, r) => n + r.missed, 0),
    rate: due === 0 ? null : Math.round((filedOnTime / due) * 1000) / 10,
  };
}

/** GET /api/obligations/score: on-time filing rate per period, overall and per authority (the company's). */
export async function complianceScore(db: Queryable, companyId: string, unit: 'month' | 'quarter' = 'quarter', countText?: string): Promise<ComplianceScoreResponse> {
  const count = countText === undefined || countText === '' ? 4 : Number(countText);
  if (!Number.isInteger(count) || count < 1 || count > 12) throw new HttpError(400, 'count must be a whole number from 1 to 12');
  const today = istDate();
  const countsFrom = (await trackingStart(db, companyId)) ?? periods0(today);
  const periods = scorePeriods(today, unit, count);
  const rows = await scoreRows(db, companyId, today, unit, periods[0].from, periods[periods.length - 1].to, countsFrom);
  const result: ScorePeriod[] = periods.map((p) => {
    const inPeriod = rows.filter((r) => r.bucket === p.from);
    const authorities = OBLIGATION_AUTHORITIES.filter((a) => inPeriod.some((r) => r.authority === a));
    return {
      ...p,
      overall: cell(inPeriod),
      byAuthority: authorities.map((authority: ObligationAuthority) => ({ authority, ...cell(inPeriod.filter((r) => r.authority === authority)) })),
    };
  });
  return { success: true, periods: result, countsFrom, filedBeforeJoining: rows.reduce((n, r) => n + r.before_joining, 0) };
}
