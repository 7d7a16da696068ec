import { ASSESSMENT_KIND_IDS, isNbfcType } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { content, selfAuditItems, type ItemRecord } from '../../content';
import { HttpError } from '../../httpError';
import type { AssessmentKind } from '../assessments/repository';
import { resolvePeriod, type ResolvedPeriod } from '../assessments/periods';
import { nbfcTypeOf } from '../assessments/rbiService';
import { currentEntityType, isEntityType } from '../assessments/selfAuditService';

// An assessment as sign-off, exports and evidence refer to it: (company, kind, scope) and, for
// sign-off and exports, its period (FY2026-27, FY2026-27 Q3; the current one by default). Reads
// the content library and the assessments feature's period rules; the assessments feature stays as it is.

export const KIND_TITLES: Record<AssessmentKind, string> = {
  hr: 'HR Compliance Assessment',
  rbi: 'RBI Compliance Assessment',
  mca: 'MCA Compliance Assessment',
  'self-audit': 'Self Audit',
};

export interface QuestionInfo {
  id: string;
  group: string;
  text: string;
  /** The item's clause (the paragraph or section it rests on). */
  citation: string;
  /** The official URL of the instrument the clause is in. */
  sourceUrl: string;
}

export interface AssessmentRef {
  kind: AssessmentKind;
  scope: string;
  title: string;
  libraryVersion: string;
  sources: { title: string; url?: string }[];
  questions: QuestionInfo[];
}

export function parseKind(value: unknown): AssessmentKind {
  if (!(ASSESSMENT_KIND_IDS as readonly unknown[]).includes(value)) throw new HttpError(400, `Unknown assessment. Use one of: ${ASSESSMENT_KIND_IDS.join(', ')}`);
  return value as AssessmentKind;
}

/**
 * The period asked for (`?period=`), else the current one; a label that is no period of this kind
 * is refused with 400 (the assessments feature's own rule, so both read periods alike).
 */
export function assessmentPeriod(db: Queryable, companyId: string, kind: AssessmentKind, requested: unknown): Promise<ResolvedPeriod> {
  if (requested !== undefined && requested !== null && typeof requested !== 'string') throw new HttpError(400, 'Period must be text such as FY2026-27');
  return resolvePeriod(db, companyId, kind, requested ? requested : undefined);
}

/** Citation of one item: its clause and the instrument's official URL, from the content library. */
function question(items: ReadonlyMap<string, ItemRecord>, id: string, group: string, text: string, fallbackCitation: string): QuestionInfo {
  const item = items.get(id);
  return { id, group, text, citation: item?.clause || fallbackCitation, sourceUrl: item?.sourceUrl ?? '' };
}

/**
 * Resolves kind + optional scope to the questions in force. Without a scope: the company's NBFC
 * type (RBI) or the category its profile gives (self-audit, as the self-audit screen opens); a
 * scope given must be a known bank/checklist.
 */
export async function resolveAssessment(db: Queryable, companyId: string, kind: AssessmentKind, scope?: string): Promise<AssessmentRef> {
  const library = content();
  const items = library.items[kind];
  const base = { kind, title: KIND_TITLES[kind] };
  if (kind === 'hr') {
    return {
      ...base,
      scope: '',
      libraryVersion: library.hr.version,
      sources: library.hr.sources,
      questions: library.hr.questions.map((q) => question(items, q.id, q.area, q.question, q.legalReference)),
    };
  }
  if (kind === 'mca') {
    return {
      ...base,
      scope: '',
      libraryVersion: library.mca.version,
      sources: library.mca.sources,
      questions: library.mca.sections.flatMap((s) => s.questions.map((q) => question(items, q.id, `${s.sectionId} ${s.title}`, q.question, q.reference))),
    };
  }
  if (kind === 'rbi') {
    const nbfcType = scope ? scope : await nbfcTypeOf(db, companyId);
    if (!nbfcType) throw new HttpError(409, 'Your company profile has no NBFC type, so it has no RBI assessment');
    if (!isNbfcType(nbfcType)) throw new HttpError(400, 'Unknown NBFC type');
    const bank = library.rbiBanks[nbfcType];
    return {
      ...base,
      scope: nbfcType,
      libraryVersion: bank.library.version,
      sources: bank.library.sources,
      questions: bank.questions.map((q) => question(items, q.questionId, q.area, q.questionText, q.clauseReference)),
    };
  }
  const entityType = scope ? scope : await currentEntityType(db, companyId);
  if (!isEntityType(entityType)) throw new HttpError(400, 'Unknown entity type');
  return {
    ...base,
    scope: entityType,
    libraryVersion: library.selfAudit.library.version,
    sources: library.selfAudit.library.sources,
    questions: [...selfAuditItems(entityType).values()].map((item) => question(items, item.questionId, item.group, item.item, item.reference)),
  };
}
