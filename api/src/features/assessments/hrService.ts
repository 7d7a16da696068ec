import { HR_CATEGORIES, HR_FILTER_CATEGORIES, HR_STATUSES, type HrAssessment, type HrContentResponse } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content } from '../../content';
import { answeredBy, iso, provenanceOf, retiredOf, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { companyProfile, withApplicability } from './applicability';
import { periodInfo, resolvePeriod, writablePeriod } from './periods';
import { findHeader, listAnswers } from './repository';

const target = (period: string): SaveTarget => ({
  kind: 'hr',
  period,
  scope: '',
  items: content().items.hr,
  contentVersion: content().hr.version,
  questionIds: content().hrIds,
  statuses: HR_STATUSES,
});

export const hrIncomplete = () => `Please answer all ${content().hr.questions.length} questions before completing the assessment`;

export async function hrContent(db: Queryable, companyId: string): Promise<HrContentResponse> {
  const { questions, ...library } = content().hr;
  const profile = await companyProfile(db, companyId);
  return { success: true, library, categories: [...HR_CATEGORIES], filterCategories: [...HR_FILTER_CATEGORIES], questions: withApplicability(questions, profile) };
}

export async function loadHr(db: Queryable, companyId: string, requestedPeriod?: string): Promise<HrAssessment> {
  const resolved = await resolvePeriod(db, companyId, 'hr', requestedPeriod);
  const header = await findHeader(db, companyId, 'hr', resolved.period);
  const info = periodInfo(resolved);
  if (!header)
    return { _id: null, status: 'in-progress', updatedAt: null, completedAt: null, completedBy: null, responses: [], ...info, reopenedNote: null, retired: [] };
  const rows = await listAnswers(db, companyId, 'hr', resolved.period);
  const items = content().items.hr;
  return {
    _id: header.id,
    status: header.status,
    updatedAt: iso(header.updated_at),
    completedAt: iso(header.completed_at),
    completedBy: answeredBy({ first_name: header.completed_first_name, last_name: header.completed_last_name }),
    ...info,
    reopenedNote: header.reopened_note,
    retired: retiredOf(rows, (id) => items.has(id)),
    responses: rows
      .filter((row) => items.has(row.question_id))
      .map((row) => ({
        questionId: row.question_id,
        status: row.status as HrAssessment['responses'][number]['status'],
        comments: row.comments,
        evidenceUploaded: row.evidence_uploaded,
        updatedAt: iso(row.answered_at),
        updatedBy: answeredBy(row),
        ...provenanceOf(row, items.get(row.question_id)),
      })),
  };
}

export async function saveHr(db: Database, actor: Actor, answers: AnswerInput[], period?: string) {
  const current = await writablePeriod(db, actor.companyId, 'hr', period);
  const result = await saveAnswers(db, actor, target(current), answers);
  const header = await findHeader(db, actor.companyId, 'hr', current);
  return { _id: result.assessmentId, updatedAt: iso(header?.updated_at) ?? new Date().toISOString() };
}

export async function completeHr(db: Database, actor: Actor, period?: string): Promise<HrAssessment> {
  const current = await writablePeriod(db, actor.companyId, 'hr', period);
  await saveAnswers(db, actor, target(current), [], { complete: true, incompleteMessage: hrIncomplete() });
  return loadHr(db, actor.companyId);
}
