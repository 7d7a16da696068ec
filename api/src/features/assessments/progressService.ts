import { type AssessmentKey, type AssessmentProgress, type AssessmentProgressResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { content, selfAuditItems } from '../../content';
import { countAnswered, iso } from './answers';
import { findHeader, listAnswers, type AssessmentKind, type HeaderRow } from './repository';
import { currentPeriod } from './periods';
import { nbfcTypeOf } from './rbiService';
import { currentEntityType } from './selfAuditService';

// Progress is computed from the stored answers against the content in use: answers of another
// NBFC type's bank or another self-audit checklist do not count.

const LABELS: Record<AssessmentKey, string> = {
  hr: 'HR Compliance',
  rbi: 'RBI Compliance',
  mca: 'MCA Compliance',
  selfAudit: 'Self Audit',
};

function progressOf(key: AssessmentKey, header: HeaderRow | null, answered: number, total: number, completedHere = true): AssessmentProgress {
  const completed = header?.status === 'completed' && completedHere && answered === total;
  return {
    key,
    label: LABELS[key],
    answered,
    total,
    percent: total === 0 ? 0 : Math.round((answered / total) * 100),
    status: completed ? 'completed' : answered > 0 ? 'in-progress' : 'not-started',
    updatedAt: iso(header?.updated_at),
  };
}

/** Progress of the current period (the one being answered). */
async function answeredOf(db: Queryable, companyId: string, kind: AssessmentKind, scope: string, ids: ReadonlySet<string>) {
  const period = await currentPeriod(db, companyId, kind);
  const header = await findHeader(db, companyId, kind, period);
  const answered = header ? countAnswered(await listAnswers(db, companyId, kind, period, scope), ids) : 0;
  return { header, answered };
}

/** Progress of the four assessments of one company (also used by the super-admin's company view). */
export async function companyProgress(db: Queryable, companyId: string): Promise<AssessmentProgressResponse['progress']> {
  const hr = await answeredOf(db, companyId, 'hr', '', content().hrIds);
  const mcaIds = new Set(content().mcaQuestions.map((question) => question.id));
  const mca = await answeredOf(db, companyId, 'mca', '', mcaIds);

  const nbfcType = await nbfcTypeOf(db, companyId);
  let rbi: AssessmentProgress | null = null;
  if (nbfcType) {
    const ids = new Set(content().rbiBanks[nbfcType].questions.map((question) => question.questionId));
    const found = await answeredOf(db, companyId, 'rbi', nbfcType, ids);
    rbi = progressOf('rbi', found.header, found.answered, ids.size, found.header?.nbfc_type === nbfcType);
  }

  const entityType = await currentEntityType(db, companyId);
  const auditIds = new Set(selfAuditItems(entityType).keys());
  const audit = await answeredOf(db, companyId, 'self-audit', entityType, auditIds);

  return {
    hr: progressOf('hr', hr.header, hr.answered, content().hrIds.size),
    rbi,
    mca: progressOf('mca', mca.header, mca.answered, mcaIds.size),
    selfAudit: progressOf('selfAudit', audit.header, audit.answered, auditIds.size, audit.header?.nbfc_category === entityType),
  };
}
