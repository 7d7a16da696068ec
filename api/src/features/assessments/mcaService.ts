import { MCA_STATUSES, type McaContentResponse, type McaResponse } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content } from '../../content';
import { answeredBy, iso, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { findHeader, listAnswers } from './repository';

export const MCA_INCOMPLETE = 'Please complete all questions before submitting';

const target = (): SaveTarget => ({
  kind: 'mca',
  scope: '',
  contentVersion: content().mca.version,
  questionIds: new Set(content().mcaQuestions.map((question) => question.id)),
  statuses: MCA_STATUSES,
});

export function mcaContent(): McaContentResponse {
  const { sections, ...library } = content().mca;
  return { success: true, library, sections };
}

export async function loadMca(db: Queryable, companyId: string) {
  const header = await findHeader(db, companyId, 'mca');
  const rows = header ? await listAnswers(db, companyId, 'mca') : [];
  const byId = new Map(content().mcaQuestions.map((question) => [question.id, question]));
  const responses: McaResponse[] = rows.flatMap((row) => {
    const question = byId.get(row.question_id);
    if (!question) return [];
    return [{
      questionId: row.question_id,
      questionText: question.question,
      section: question.section,
      status: row.status as McaResponse['status'],
      remarks: row.comments,
      // Evidence files are managed in document management, not attached here (spec: always empty).
      evidenceFiles: [],
      updatedAt: iso(row.answered_at),
      updatedBy: answeredBy(row),
    }];
  });
  return { status: header?.status ?? ('in-progress' as const), updatedAt: iso(header?.updated_at), responses };
}

export interface McaBody {
  responses: { questionId: string; status: string | null; remarks?: string }[];
}

export async function saveMca(db: Database, actor: Actor, body: McaBody) {
  const answers: AnswerInput[] = body.responses.map((r) => ({ questionId: r.questionId, status: r.status, comments: r.remarks }));
  return saveAnswers(db, actor, target(), answers);
}

export async function completeMca(db: Database, actor: Actor) {
  return saveAnswers(db, actor, target(), [], { complete: true, incompleteMessage: MCA_INCOMPLETE });
}
