import { HR_CATEGORIES, HR_FILTER_CATEGORIES, HR_STATUSES, type HrAssessment, type HrContentResponse } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content } from '../../content';
import { answeredBy, iso, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { findHeader, listAnswers } from './repository';

const target = (): SaveTarget => ({
  kind: 'hr',
  scope: '',
  contentVersion: content().hr.version,
  questionIds: content().hrIds,
  statuses: HR_STATUSES,
});

export const hrIncomplete = () => `Please answer all ${content().hr.questions.length} questions before completing the assessment`;

export function hrContent(): HrContentResponse {
  const { questions, ...library } = content().hr;
  return { success: true, library, categories: [...HR_CATEGORIES], filterCategories: [...HR_FILTER_CATEGORIES], questions };
}

export async function loadHr(db: Queryable, companyId: string): Promise<HrAssessment> {
  const header = await findHeader(db, companyId, 'hr');
  if (!header) return { _id: null, status: 'in-progress', updatedAt: null, completedAt: null, completedBy: null, responses: [] };
  const rows = await listAnswers(db, companyId, 'hr');
  return {
    _id: header.id,
    status: header.status,
    updatedAt: iso(header.updated_at),
    completedAt: iso(header.completed_at),
    completedBy: answeredBy({ first_name: header.completed_first_name, last_name: header.completed_last_name }),
    responses: rows
      .filter((row) => content().hrIds.has(row.question_id))
      .map((row) => ({
        questionId: row.question_id,
        status: row.status as HrAssessment['responses'][number]['status'],
        comments: row.comments,
        evidenceUploaded: row.evidence_uploaded,
        updatedAt: iso(row.answered_at),
        updatedBy: answeredBy(row),
      })),
  };
}

export async function saveHr(db: Database, actor: Actor, answers: AnswerInput[]) {
  const result = await saveAnswers(db, actor, target(), answers);
  const header = await findHeader(db, actor.companyId, 'hr');
  return { _id: result.assessmentId, updatedAt: iso(header?.updated_at) ?? new Date().toISOString() };
}

export async function completeHr(db: Database, actor: Actor): Promise<HrAssessment> {
  await saveAnswers(db, actor, target(), [], { complete: true, incompleteMessage: hrIncomplete() });
  return loadHr(db, actor.companyId);
}
