import { MCA_STATUSES, type McaAssessment, type McaContentResponse, type McaResponse, type McaSubmitRequest } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content } from '../../content';
import { answeredBy, iso, provenanceOf, retiredOf, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { companyProfile, withApplicability } from './applicability';
import { periodInfo, resolvePeriod, writablePeriod } from './periods';
import { findHeader, listAnswers } from './repository';

export const MCA_INCOMPLETE = 'Please complete all questions before submitting';

const target = (period: string): SaveTarget => ({
  kind: 'mca',
  period,
  scope: '',
  items: content().items.mca,
  contentVersion: content().mca.version,
  questionIds: new Set(content().mcaQuestions.map((question) => question.id)),
  statuses: MCA_STATUSES,
  notApplicable: 'N/A',
});

export async function mcaContent(db: Queryable, companyId: string): Promise<McaContentResponse> {
  const { sections, ...library } = content().mca;
  const profile = await companyProfile(db, companyId);
  return { success: true, library, sections: sections.map((section) => ({ ...section, questions: withApplicability(section.questions, profile) })) };
}

export async function loadMca(db: Queryable, companyId: string, requestedPeriod?: string): Promise<McaAssessment> {
  const resolved = await resolvePeriod(db, companyId, 'mca', requestedPeriod);
  const header = await findHeader(db, companyId, 'mca', resolved.period);
  const rows = header ? await listAnswers(db, companyId, 'mca', resolved.period) : [];
  const byId = new Map(content().mcaQuestions.map((question) => [question.id, question]));
  const items = content().items.mca;
  const responses: McaResponse[] = rows.flatMap((row) => {
    const question = byId.get(row.question_id);
    if (!question) return [];
    return [
      {
        questionId: row.question_id,
        questionText: question.question,
        section: question.section,
        status: row.status as McaResponse['status'],
        remarks: row.comments,
        // Evidence files are managed in document management, not attached here (always empty, docs/specifications.md B §3).
        evidenceFiles: [],
        updatedAt: iso(row.answered_at),
        updatedBy: answeredBy(row),
        ...provenanceOf(row, items.get(row.question_id)),
      },
    ];
  });
  return {
    status: header?.status ?? ('in-progress' as const),
    updatedAt: iso(header?.updated_at),
    responses,
    ...periodInfo(resolved),
    reopenedNote: header?.reopened_note ?? null,
    retired: retiredOf(rows, (id) => byId.has(id)),
  };
}

export async function saveMca(db: Database, actor: Actor, body: McaSubmitRequest) {
  const current = await writablePeriod(db, actor.companyId, 'mca', body.period);
  const answers: AnswerInput[] = body.responses.map((r) => ({ questionId: r.questionId, status: r.status, comments: r.remarks }));
  return saveAnswers(db, actor, target(current), answers);
}

export async function completeMca(db: Database, actor: Actor, period?: string) {
  const current = await writablePeriod(db, actor.companyId, 'mca', period);
  return saveAnswers(db, actor, target(current), [], { complete: true, incompleteMessage: MCA_INCOMPLETE });
}
