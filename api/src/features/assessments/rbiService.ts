import {
  isNbfcType,
  RBI_NBFC_TYPE_NOT_FOUND,
  RBI_STATUSES,
  type NbfcType,
  type RbiAssessmentResponse,
  type RbiContentResponse,
  type RbiResponse,
  type RbiSubmitRequest,
} from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { content } from '../../content';
import { HttpError } from '../../httpError';
import { answeredBy, iso, provenanceOf, retiredOf, saveAnswers, type Actor, type AnswerInput, type SaveTarget } from './answers';
import { companyProfile, withApplicability } from './applicability';
import { periodInfo, resolvePeriod, writablePeriod } from './periods';
import { companyNbfcType, findHeader, listAnswers } from './repository';

export const RBI_INCOMPLETE = 'Please answer all questions before submitting';

/** The caller company's NBFC type, or null when its profile has none (or an unknown one). */
export async function nbfcTypeOf(db: Queryable, companyId: string): Promise<NbfcType | null> {
  const company = await companyNbfcType(db, companyId);
  return company && isNbfcType(company.nbfc_type) ? company.nbfc_type : null;
}

const targetFor = (nbfcType: NbfcType, period: string): SaveTarget => {
  const bank = content().rbiBanks[nbfcType];
  return {
    kind: 'rbi',
    period,
    scope: nbfcType,
    items: content().items.rbi,
    contentVersion: bank.library.version,
    questionIds: new Set(bank.questions.map((question) => question.questionId)),
    statuses: RBI_STATUSES,
    header: { nbfcType },
  };
};

export async function rbiContent(db: Queryable, companyId: string): Promise<RbiContentResponse> {
  const nbfcType = await nbfcTypeOf(db, companyId);
  if (!nbfcType) return { success: false, nbfcType: null, message: RBI_NBFC_TYPE_NOT_FOUND };
  const bank = content().rbiBanks[nbfcType];
  const questions = withApplicability(bank.questions, await companyProfile(db, companyId));
  return { success: true, nbfcType, library: bank.library, areas: bank.areas, questions };
}

export async function loadRbi(db: Queryable, companyId: string, requestedPeriod?: string): Promise<RbiAssessmentResponse> {
  const nbfcType = await nbfcTypeOf(db, companyId);
  if (!nbfcType) return { success: false, nbfcType: null, message: RBI_NBFC_TYPE_NOT_FOUND, assessment: null };
  const resolved = await resolvePeriod(db, companyId, 'rbi', requestedPeriod);
  const header = await findHeader(db, companyId, 'rbi', resolved.period);
  const bank = new Map(content().rbiBanks[nbfcType].questions.map((question) => [question.questionId, question]));
  const items = content().items.rbi;
  const rows = header ? await listAnswers(db, companyId, 'rbi', resolved.period, nbfcType) : [];
  const responses: RbiResponse[] = rows.flatMap((row) => {
    const question = bank.get(row.question_id);
    if (!question) return [];
    return [
      {
        questionId: row.question_id,
        questionText: question.questionText,
        area: question.area,
        clauseReference: question.clauseReference,
        status: row.status as RbiResponse['status'],
        remarks: row.comments,
        updatedAt: iso(row.answered_at),
        updatedBy: answeredBy(row),
        ...provenanceOf(row, items.get(row.question_id)),
      },
    ];
  });
  // A completion of another NBFC type's bank does not complete this one.
  const completed = header?.status === 'completed' && header.nbfc_type === nbfcType;
  return {
    success: true,
    nbfcType,
    assessment: {
      status: completed ? ('completed' as const) : ('in-progress' as const),
      updatedAt: iso(header?.updated_at),
      responses,
      ...periodInfo(resolved),
      reopenedNote: header?.reopened_note ?? null,
      retired: retiredOf(rows, (id) => bank.has(id)),
    },
  };
}

export async function saveRbi(db: Database, actor: Actor, body: RbiSubmitRequest, complete: boolean) {
  const nbfcType = await nbfcTypeOf(db, actor.companyId);
  if (!nbfcType) throw new HttpError(400, RBI_NBFC_TYPE_NOT_FOUND);
  if (body.nbfcType !== undefined && body.nbfcType !== nbfcType) {
    throw new HttpError(400, `This assessment is for your company's NBFC type (${nbfcType}); reload the page to continue`);
  }
  const answers: AnswerInput[] = body.responses.map((r) => ({ questionId: r.questionId, status: r.status, comments: r.remarks }));
  const period = await writablePeriod(db, actor.companyId, 'rbi', body.period);
  return saveAnswers(db, actor, targetFor(nbfcType, period), answers, { complete, incompleteMessage: RBI_INCOMPLETE });
}
