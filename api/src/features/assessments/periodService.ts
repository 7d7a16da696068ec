import {
  ASSESSMENT_KIND_IDS,
  formatDate,
  formatPeriod,
  isNbfcType,
  type AssessmentKind,
  type AssessmentPeriodsResponse,
  type StartPeriodResponse,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content, selfAuditItems } from '../../content';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { indiaToday } from '../updates/deadlines';
import { iso, type Actor } from './answers';
import { comparePeriods, currentPeriod, nextPeriod, periodOn, periodRows } from './periods';
import { isEntityType } from './selfAuditService';
import { answeredQuestionIds, carryRemarks, completedLatestHeaders, insertPeriodHeader, lockPeriods, periodHeader, reopenAssessment } from './periodRepository';

// Periods: an admin starts the next period from the last one's answers (statuses reset, remarks
// kept); the earlier period stays as it was, readable and exportable. And when a content update
// adds items to a completed assessment, it is reopened with a note saying why.

export function kindOrFail(value: string): AssessmentKind {
  if (!(ASSESSMENT_KIND_IDS as readonly string[]).includes(value)) throw new HttpError(404, `Unknown assessment. Use one of: ${ASSESSMENT_KIND_IDS.join(', ')}`);
  return value as AssessmentKind;
}

export async function listPeriods(db: Queryable, companyId: string, kind: AssessmentKind): Promise<AssessmentPeriodsResponse> {
  const rows = await periodRows(db, companyId, kind);
  const current = await currentPeriod(db, companyId, kind);
  const periods = rows.map((row) => ({
    period: row.period,
    status: row.status,
    startedAt: iso(row.created_at),
    completedAt: iso(row.completed_at),
    startedFrom: row.started_from,
    current: row.period === current,
  }));
  if (!periods.some((p) => p.current)) periods.unshift({ period: current, status: 'in-progress', startedAt: null, completedAt: null, startedFrom: null, current: true });
  return { success: true, kind, currentPeriod: current, periods };
}

const libraryVersion = (kind: AssessmentKind): string =>
  kind === 'hr' ? content().hr.version : kind === 'mca' ? content().mca.version : kind === 'self-audit' ? content().selfAudit.library.version : '';

/**
 * Starts the period after the latest one (or the one today falls in, when later). `from` is the
 * period the admin was looking at: a second click after the first has started the period is refused
 * instead of starting yet another one.
 */
export async function startNewPeriod(db: Database, actor: Actor, kind: AssessmentKind, from: string | undefined): Promise<StartPeriodResponse> {
  return db.transaction(async (tx) => {
    await lockPeriods(tx, actor.companyId, kind);
    const [latest] = await periodRows(tx, actor.companyId, kind);
    if (!latest) throw new HttpError(409, 'There is no earlier period to start from: answer the current period first');
    if (from !== undefined && from !== latest.period) throw new HttpError(409, `The current period is already ${latest.period}; reload the page`);
    const next = nextPeriod(kind, latest.period);
    const today = periodOn(kind, indiaToday());
    const period = comparePeriods(kind, today, next) > 0 ? today : next;
    const old = await periodHeader(tx, actor.companyId, kind, latest.period);
    let version = libraryVersion(kind) || old!.content_version;
    if (kind === 'rbi' && isNbfcType(old!.nbfc_type)) version = content().rbiBanks[old!.nbfc_type].library.version;
    const createdId = await insertPeriodHeader(tx, actor.companyId, kind, {
      period,
      version,
      nbfcType: old!.nbfc_type,
      nbfcCategory: old!.nbfc_category,
      startedFrom: latest.period,
    });
    // Remarks carry over as the starting point of the new review; every status starts again empty.
    const carried = await carryRemarks(tx, createdId, period, actor.companyId, kind, latest.period);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: `${kind}.period_started`,
      targetType: 'assessment',
      targetId: createdId,
      before: { period: latest.period, status: latest.status },
      after: { period, startedFrom: latest.period, remarksCarried: carried },
      ip: actor.ip,
    });
    return { success: true, message: `${formatPeriod(period)} started from ${formatPeriod(latest.period)}: statuses reset, remarks kept`, period };
  });
}

/** The item ids a header's checklist has now (RBI: its NBFC type's bank; self-audit: its category). */
function idsFor(kind: AssessmentKind, scope: string | null): ReadonlySet<string> | null {
  if (kind === 'hr') return content().hrIds;
  if (kind === 'mca') return new Set(content().mcaQuestions.map((q) => q.id));
  if (kind === 'rbi') return isNbfcType(scope) ? new Set(content().rbiBanks[scope].questions.map((q) => q.questionId)) : null;
  return isEntityType(scope) ? new Set(selfAuditItems(scope).keys()) : null;
}

/**
 * After a content update: a completed assessment of the current period whose checklist now has
 * items without an answer is reopened, with a note naming the new version and the count.
 */
export async function reopenForNewItems(db: Database): Promise<number> {
  const headers = await completedLatestHeaders(db);
  let reopened = 0;
  for (const header of headers) {
    const scope = header.kind === 'rbi' ? header.nbfc_type : header.kind === 'self-audit' ? header.nbfc_category : '';
    const ids = idsFor(header.kind, scope);
    if (!ids) continue;
    const answered = await answeredQuestionIds(db, header.company_id, header.kind, header.period, scope ?? '');
    const done = new Set(answered.map((row) => row.question_id));
    const missing = [...ids].filter((id) => !done.has(id));
    if (missing.length === 0) continue;
    const version = header.kind === 'rbi' && isNbfcType(scope) ? content().rbiBanks[scope].library.version : libraryVersion(header.kind);
    const note = `Reopened on ${formatDate(indiaToday())}: the content was updated to version ${version} and ${missing.length} new ${missing.length === 1 ? 'item needs' : 'items need'} an answer (${missing.join(', ')}). Earlier answers are kept.`;
    await db.transaction(async (tx) => {
      await reopenAssessment(tx, header.id, note);
      await recordAudit(tx, {
        companyId: header.company_id,
        actorId: null,
        action: `${header.kind}.reopened`,
        targetType: 'assessment',
        targetId: header.id,
        before: { status: 'completed' },
        after: { status: 'in-progress', period: header.period, newItems: missing, version },
      });
    });
    reopened += 1;
  }
  return reopened;
}
