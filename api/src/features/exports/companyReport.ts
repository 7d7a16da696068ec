import {
  ASSESSMENT_KIND_IDS,
  SIGN_OFF_STATUS_LABELS,
  formatDate,
  formatExportTime,
  type AssessmentKind,
  type CalendarEntry,
  type CalendarResponse,
} from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { istDate } from '../../dates';
import { HttpError } from '../../httpError';
import { periodDates, periodOn, periodRows, validPeriod } from '../assessments/periods';
import { signedCheckpoints, verifyChain, type ChainVerification, type SignedCheckpoint } from '../audit/chain';
import { yearDecisions, type Decisions } from './companyReportDecisions';
import type { AuditKeys } from '../audit/seal';
import { KIND_TITLES } from '../sign-off/assessmentRef';
import { loadAssessmentReport, type ReportRow } from './assessmentReport';
import { scoreOf, type ScoreLine } from './assessmentPack';
import { companyName } from './repository';
import { onTimeOf } from './companyReportSummary';

// One company compliance report per financial year for the board (docs/decisions/0052-reports-a-board-and-an-auditor-accept.md): the four assessments'
// scores, the statutory filings due in the year with the on-time rate and the late ones, the open
// exceptions and the sign-offs. Filing states come from the tasks made from calendar occurrences.

export interface AssessmentLine {
  title: string;
  period: string;
  /** Why there is no score (no NBFC type for RBI, ...); empty when there is one. */
  unavailable: string;
  score: ScoreLine | null;
  exceptions: ReportRow[];
  signOff: string;
}

export type FilingState = 'Filed on time' | 'Filed late' | 'Filed before we joined' | 'Overdue' | 'Returned' | 'Open' | 'Upcoming' | 'Not applicable';

export interface FilingLine {
  title: string;
  authority: string;
  period: string;
  dueDate: string;
  state: FilingState;
  doneOn: string;
  owner: string;
  /** A returned filing: who returned it and why. */
  note: string;
}

export interface CompanyReport {
  companyName: string;
  period: string;
  from: string;
  to: string;
  generatedAt: Date;
  assessments: AssessmentLine[];
  filings: FilingLine[];
  /** Filed on time among the filings due so far (filed, or past their due date); null when none is due yet. */
  onTimeRate: number | null;
  dueSoFar: number;
  onTime: number;
  /** The financial year before, for the change in the on-time rate. */
  previous: { period: string; rate: number | null };
  /** Who generated the report (the prepared-by line). */
  preparedBy: string;
  /** The company's tracking start: filings due before it are not in the report's counts. */
  trackingStart: string;
  /** Filings marked "filed before we joined": listed, not scored. */
  filedBeforeJoining: number;
  /** The year's decisions from the audit trail, one row per action, in sentences. */
  decisions: Decisions;
  chain: ChainVerification;
  /** The latest checkpoints signed with the audit key, newest first. */
  checkpoints: SignedCheckpoint[];
}

/** The financial year asked for (FY2026-27), else the current one in India. */
export function reportYear(requested: unknown): string {
  if (requested === undefined || requested === '') return periodOn('hr', istDate());
  if (typeof requested !== 'string') throw new HttpError(400, 'Period must be a financial year such as FY2026-27');
  return validPeriod('hr', requested);
}

/** Which period of an assessment the year's report shows: the year, or the self-audit's latest started quarter of it. */
async function periodInYear(db: Queryable, companyId: string, kind: AssessmentKind, year: string): Promise<string> {
  if (kind !== 'self-audit') return year;
  const quarters = (await periodRows(db, companyId, kind)).map((r) => r.period).filter((p) => p.startsWith(`${year} `));
  const current = periodOn(kind, istDate());
  return quarters[0] ?? (current.startsWith(`${year} `) ? current : `${year} ${current < year ? 'Q1' : 'Q4'}`);
}

function signOffLine(report: Awaited<ReturnType<typeof loadAssessmentReport>>): string {
  const s = report.signOff;
  if (!s) return report.status === 'Completed' ? `Completed by ${report.completedBy}, not submitted for review` : 'Not submitted for review';
  const submitted = `submitted by ${s.submittedBy.name} on ${formatExportTime(s.submittedAt)}`;
  if (s.status === 'pending-review') return `${SIGN_OFF_STATUS_LABELS[s.status]}: ${submitted}`;
  const reviewed = `${SIGN_OFF_STATUS_LABELS[s.status]} by ${s.reviewedBy?.name ?? ''} on ${formatExportTime(s.reviewedAt)}`;
  return `${reviewed} (${submitted})${s.changedSince ? '; the assessment changed after approval' : ''}`;
}

async function assessmentLine(db: Queryable, companyId: string, kind: AssessmentKind, year: string): Promise<AssessmentLine> {
  const period = await periodInYear(db, companyId, kind, year);
  try {
    const report = await loadAssessmentReport(db, companyId, kind, undefined, period);
    const scored = report.rows.filter((r) => !r.note.startsWith('Item retired'));
    return {
      title: report.scope ? `${report.title} (${report.scope})` : report.title,
      period,
      unavailable: '',
      score: scoreOf(
        report.title,
        scored.map((r) => r.verdict),
      ),
      exceptions: [...report.rows.filter((r) => r.verdict === 'not-met'), ...report.rows.filter((r) => r.verdict === 'partial')],
      signOff: signOffLine(report),
    };
  } catch (error) {
    // An assessment the company cannot have yet (RBI without an NBFC type) is named, not left out.
    if (error instanceof HttpError && error.statusCode < 500)
      return { title: KIND_TITLES[kind], period, unavailable: error.message, score: null, exceptions: [], signOff: '' };
    throw error;
  }
}

/** The report's words for an occurrence's recorded status (the command centre's record is the one source). */
function filingState(o: CalendarEntry): { state: FilingState; doneOn: string } {
  if (o.status === 'overdue' && o.filing?.reviewedBy) return { state: 'Returned', doneOn: '' };
  const doneOn = o.filing ? formatDate(o.filing.filedOn) : '';
  switch (o.status) {
    case 'filed':
      return o.filedBeforeJoining ? { state: 'Filed before we joined', doneOn } : { state: 'Filed on time', doneOn };
    case 'filed_late':
      return { state: 'Filed late', doneOn };
    case 'overdue':
      return { state: 'Overdue', doneOn: '' };
    case 'in_progress':
      // Back in progress after a checker's return (a review on a filing not approved).
      return o.filing?.reviewedBy ? { state: 'Returned', doneOn: '' } : { state: 'Open', doneOn: '' };
    case 'awaiting_sign_off':
      return { state: 'Open', doneOn: '' };
    case 'not_applicable':
      return { state: 'Not applicable', doneOn: '' };
    default:
      return { state: 'Upcoming', doneOn: '' };
  }
}

/**
 * The calendar's occurrences of a window, given by features/index.ts: the calendar reads the exports' file
 * writers, so this folder does not import the calendar back.
 */
export type CalendarReader = (
  db: Queryable,
  companyId: string,
  filter: { from: string; to: string; statuses: null; authorities: null; owner: null; checker: null },
) => Promise<CalendarResponse>;

export async function loadCompanyReport(
  db: Queryable,
  companyId: string,
  requested: unknown,
  auditKey: AuditKeys,
  readCalendar: CalendarReader,
  preparedBy = '',
): Promise<CompanyReport> {
  const period = reportYear(requested);
  const { from, to } = periodDates('hr', period);
  const before = previousYear(period);
  const window = periodDates('hr', before);
  const [company, calendar, earlier, chain, checkpoints, decisions] = await Promise.all([
    companyName(db, companyId),
    readCalendar(db, companyId, { from, to, statuses: null, authorities: null, owner: null, checker: null }),
    readCalendar(db, companyId, { from: window.from, to: window.to, statuses: null, authorities: null, owner: null, checker: null }),
    verifyChain(db, companyId, auditKey),
    signedCheckpoints(db, companyId, auditKey),
    yearDecisions(db, companyId, from, to),
  ]);
  const assessments: AssessmentLine[] = [];
  for (const kind of ASSESSMENT_KIND_IDS) assessments.push(await assessmentLine(db, companyId, kind, period));
  // Counted from the company's tracking start: what fell due before it is not the product's to report.
  const countsFrom = calendar.trackingFrom > from ? calendar.trackingFrom : from;
  const lines = (c: CalendarResponse, start: string, end: string) =>
    c.occurrences
      .filter((o) => o.dueDate >= start && o.dueDate < end && o.dueDate >= c.trackingFrom)
      .map((o): FilingLine => ({
        title: o.title,
        authority: o.authority,
        period: o.period,
        dueDate: o.dueDate,
        owner: o.owner?.name ?? '',
        note: o.filing?.reviewedBy && o.status !== 'filed' && o.status !== 'filed_late' ? `Returned by ${o.filing.reviewedBy.name}: ${o.filing.reviewComment ?? ''}` : '',
        ...filingState(o),
      }));
  const filings = lines(calendar, from, to);
  const score = onTimeOf(filings);
  return {
    companyName: company?.company_name ?? '',
    period,
    from,
    to,
    generatedAt: new Date(),
    assessments,
    filings,
    onTimeRate: score.rate,
    dueSoFar: score.due,
    onTime: score.onTime,
    previous: { period: before, rate: onTimeOf(lines(earlier, window.from, window.to)).rate },
    preparedBy,
    trackingStart: countsFrom,
    filedBeforeJoining: filings.filter((f) => f.state === 'Filed before we joined').length,
    decisions,
    chain,
    checkpoints,
  };
}

/** FY2026-27 -> FY2025-26. */
function previousYear(period: string): string {
  const start = Number(period.slice(2, 6)) - 1;
  return `FY${start}-${String(start + 1).slice(2)}`;
}
