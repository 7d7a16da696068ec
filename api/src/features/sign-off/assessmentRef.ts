import { DEFAULT_SELF_AUDIT_ENTITY_TYPE, SELF_AUDIT_ENTITY_TYPES, isNbfcType, type SelfAuditEntityType } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { hrLibrary, mcaLibrary, rbiBanks, selfAuditItems, selfAuditLibrary } from '../../content';
import { HttpError } from '../../httpError';
import type { AssessmentKind } from '../assessments/repository';
import { nbfcTypeOf } from '../assessments/rbiService';

// An assessment as sign-off, exports and evidence refer to it: (company, kind, scope) and an
// optional period key. Reads the content libraries only; the assessments feature stays as it is.

export const ASSESSMENT_KINDS: readonly AssessmentKind[] = ['hr', 'rbi', 'mca', 'self-audit'];
export const KIND_TITLES: Record<AssessmentKind, string> = {
  hr: 'HR Compliance Assessment',
  rbi: 'RBI Compliance Assessment',
  mca: 'MCA Compliance Assessment',
  'self-audit': 'Self Audit',
};
const PERIOD_KEY = /^[A-Za-z0-9._-]{1,40}$/;

export interface QuestionInfo {
  id: string;
  group: string;
  text: string;
  citation: string;
}

export interface AssessmentRef {
  kind: AssessmentKind;
  scope: string;
  periodKey: string;
  title: string;
  libraryVersion: string;
  sources: { title: string; url?: string }[];
  questions: QuestionInfo[];
}

export function parseKind(value: unknown): AssessmentKind {
  if (!(ASSESSMENT_KINDS as readonly unknown[]).includes(value)) throw new HttpError(400, `Unknown assessment. Use one of: ${ASSESSMENT_KINDS.join(', ')}`);
  return value as AssessmentKind;
}

export function parsePeriodKey(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || !PERIOD_KEY.test(value)) throw new HttpError(400, 'Period must be 1 to 40 letters, digits, dots, dashes or underscores');
  return value;
}

/** The saved self-audit entity type, else the default checklist. */
async function selfAuditScope(db: Queryable, companyId: string): Promise<SelfAuditEntityType> {
  const row = await db.one<{ nbfc_category: string | null }>(`SELECT nbfc_category FROM assessments WHERE company_id = $1 AND kind = 'self-audit'`, [companyId]);
  const saved = row?.nbfc_category;
  return (SELF_AUDIT_ENTITY_TYPES as readonly unknown[]).includes(saved) ? (saved as SelfAuditEntityType) : DEFAULT_SELF_AUDIT_ENTITY_TYPE;
}

/**
 * Resolves kind + optional scope to the questions in force. Without a scope: the company's NBFC
 * type (RBI) or its saved entity type (self-audit); a scope given must be a known bank/checklist.
 */
export async function resolveAssessment(db: Queryable, companyId: string, kind: AssessmentKind, scope?: string, periodKey = ''): Promise<AssessmentRef> {
  const base = { kind, periodKey, title: KIND_TITLES[kind] };
  if (kind === 'hr') {
    return {
      ...base, scope: '', libraryVersion: hrLibrary.version, sources: hrLibrary.sources,
      questions: hrLibrary.questions.map((q) => ({ id: q.id, group: q.area, text: q.question, citation: q.legalReference })),
    };
  }
  if (kind === 'mca') {
    return {
      ...base, scope: '', libraryVersion: mcaLibrary.version, sources: mcaLibrary.sources,
      questions: mcaLibrary.sections.flatMap((s) => s.questions.map((q) => ({ id: q.id, group: `${s.sectionId} ${s.title}`, text: q.question, citation: q.reference }))),
    };
  }
  if (kind === 'rbi') {
    const nbfcType = scope ? scope : await nbfcTypeOf(db, companyId);
    if (!nbfcType) throw new HttpError(409, 'Your company profile has no NBFC type, so it has no RBI assessment');
    if (!isNbfcType(nbfcType)) throw new HttpError(400, 'Unknown NBFC type');
    const bank = rbiBanks[nbfcType];
    return {
      ...base, scope: nbfcType, libraryVersion: bank.library.version, sources: bank.library.sources,
      questions: bank.questions.map((q) => ({ id: q.questionId, group: q.area, text: q.questionText, citation: q.clauseReference })),
    };
  }
  const entityType = scope ? scope : await selfAuditScope(db, companyId);
  if (!(SELF_AUDIT_ENTITY_TYPES as readonly unknown[]).includes(entityType)) throw new HttpError(400, 'Unknown entity type');
  const items = selfAuditItems(entityType as SelfAuditEntityType);
  return {
    ...base, scope: entityType, libraryVersion: selfAuditLibrary.version, sources: selfAuditLibrary.sources,
    questions: [...items.values()].map((item) => ({ id: item.questionId, group: item.group, text: item.item, citation: item.reference })),
  };
}
