import type { Queryable } from '../../db/database';

// SQL of the assessments feature. Every function takes the caller's company id.

export type { AssessmentKind } from 'shared-contracts';
import type { AssessmentKind } from 'shared-contracts';

export interface HeaderRow {
  id: string;
  status: 'in-progress' | 'completed';
  nbfc_type: string | null;
  nbfc_category: string | null;
  content_version: string;
  updated_at: Date;
  completed_at: Date | null;
  completed_first_name: string | null;
  completed_last_name: string | null;
  period: string;
  reopened_note: string | null;
}

export interface AnswerRow {
  question_id: string;
  status: string | null;
  comments: string;
  evidence_uploaded: boolean;
  answered_at: Date;
  first_name: string | null;
  last_name: string | null;
  content_version: string | null;
  question_fingerprint: string | null;
  question_text: string | null;
}

export interface AnswerValues {
  questionId: string;
  status: string | null;
  comments: string;
  evidenceUploaded: boolean;
  /** What was answered: the item's library version, text and its fingerprint. */
  contentVersion: string | null;
  fingerprint: string | null;
  questionText: string | null;
}

export async function findHeader(db: Queryable, companyId: string, kind: AssessmentKind, period: string): Promise<HeaderRow | null> {
  return db.one<HeaderRow>(
    `SELECT a.id, a.status, a.nbfc_type, a.nbfc_category, a.content_version, a.updated_at, a.completed_at,
            u.first_name AS completed_first_name, u.last_name AS completed_last_name, a.period, a.reopened_note
       FROM assessments a LEFT JOIN users u ON u.id = a.completed_by
      WHERE a.company_id = $1 AND a.kind = $2 AND a.period = $3`,
    [companyId, kind, period],
  );
}

/**
 * Creates the header if missing and locks it for the rest of the transaction, so saves of one
 * company's assessment queue behind each other instead of interleaving their header updates.
 */
export async function lockHeader(
  tx: Queryable,
  companyId: string,
  kind: AssessmentKind,
  period: string,
  fields: { contentVersion: string; nbfcType?: string | null; nbfcCategory?: string | null },
): Promise<{ id: string; status: 'in-progress' | 'completed'; nbfc_category: string | null }> {
  const row = await tx.one<{ id: string; status: 'in-progress' | 'completed'; nbfc_category: string | null }>(
    `INSERT INTO assessments (company_id, kind, period, content_version, nbfc_type, nbfc_category)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (company_id, kind, period) DO UPDATE SET content_version = assessments.content_version
     RETURNING id, status, nbfc_category`,
    [companyId, kind, period, fields.contentVersion, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
  return row!;
}

export async function listAnswers(db: Queryable, companyId: string, kind: AssessmentKind, period: string, scope = ''): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT x.question_id, x.status, x.comments, x.evidence_uploaded, x.answered_at, u.first_name, u.last_name,
            x.content_version, x.question_fingerprint, x.question_text
       FROM assessment_answers x LEFT JOIN users u ON u.id = x.answered_by
      WHERE x.company_id = $1 AND x.kind = $2 AND x.period = $3 AND x.scope = $4
      ORDER BY x.question_id`,
    [companyId, kind, period, scope],
  );
}

/** Writes one answer; answers 1 when it changed, 0 when the stored answer was already the same. */
export async function upsertAnswer(
  tx: Queryable,
  companyId: string,
  assessmentId: string,
  kind: AssessmentKind,
  period: string,
  scope: string,
  answer: AnswerValues,
  userId: string,
): Promise<number> {
  // Only a changed answer records the text it now answers: re-sending an untouched answer
  // does not mark a reworded question as reviewed.
  return tx.execute(
    `INSERT INTO assessment_answers (assessment_id, company_id, kind, period, scope, question_id, status, comments, evidence_uploaded, answered_by,
                                     content_version, question_fingerprint, question_text)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (company_id, kind, period, scope, question_id) DO UPDATE
        SET status = EXCLUDED.status, comments = EXCLUDED.comments, evidence_uploaded = EXCLUDED.evidence_uploaded,
            answered_by = EXCLUDED.answered_by, answered_at = now(), content_version = EXCLUDED.content_version,
            question_fingerprint = EXCLUDED.question_fingerprint, question_text = EXCLUDED.question_text
      WHERE (assessment_answers.status, assessment_answers.comments, assessment_answers.evidence_uploaded)
            IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.comments, EXCLUDED.evidence_uploaded)`,
    [
      assessmentId,
      companyId,
      kind,
      period,
      scope,
      answer.questionId,
      answer.status,
      answer.comments,
      answer.evidenceUploaded,
      userId,
      answer.contentVersion,
      answer.fingerprint,
      answer.questionText,
    ],
  );
}

/** After a change: the header's time moves on and a completed assessment is reopened. */
export async function touchHeader(tx: Queryable, companyId: string, assessmentId: string, fields: { nbfcType?: string; nbfcCategory?: string } = {}) {
  await tx.execute(
    `UPDATE assessments
        SET updated_at = now(), status = 'in-progress', completed_by = NULL, completed_at = NULL, reopened_note = NULL,
            nbfc_type = COALESCE($3, nbfc_type), nbfc_category = COALESCE($4, nbfc_category)
      WHERE id = $1 AND company_id = $2`,
    [assessmentId, companyId, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
}

export async function setCategory(tx: Queryable, companyId: string, assessmentId: string, fields: { nbfcType?: string; nbfcCategory?: string }) {
  await tx.execute(
    // Another bank or checklist: its answers are separate, so a completion does not carry over.
    `UPDATE assessments SET nbfc_type = COALESCE($3, nbfc_type), nbfc_category = COALESCE($4, nbfc_category), updated_at = now(),
            status = 'in-progress', completed_by = NULL, completed_at = NULL
      WHERE id = $1 AND company_id = $2`,
    [assessmentId, companyId, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
}

export async function markCompleted(
  tx: Queryable,
  companyId: string,
  assessmentId: string,
  userId: string,
  contentVersion: string,
  fields: { nbfcType?: string; nbfcCategory?: string } = {},
) {
  await tx.execute(
    `UPDATE assessments SET status = 'completed', completed_by = $3, completed_at = now(), updated_at = now(), content_version = $4, reopened_note = NULL,
            nbfc_type = COALESCE($5, nbfc_type), nbfc_category = COALESCE($6, nbfc_category)
      WHERE id = $1 AND company_id = $2`,
    [assessmentId, companyId, userId, contentVersion, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
}

/**
 * Records that this user wrote, changed or completed the assessment (or its evidence): maker-checker
 * keeps them from approving it.
 */
export async function recordContributor(tx: Queryable, companyId: string, assessmentId: string, userId: string): Promise<void> {
  await tx.execute(
    `INSERT INTO assessment_contributors (assessment_id, user_id, company_id) VALUES ($1, $2, $3)
     ON CONFLICT (assessment_id, user_id) DO UPDATE SET last_contributed_at = now()`,
    [assessmentId, userId, companyId],
  );
}

/**
 * Evidence of the assessment changed: its current period's header (if any) moves on, so a submission or
 * approval covering the old evidence shows as changed since; the user counts as a contributor.
 */
export async function touchForEvidence(tx: Queryable, companyId: string, kind: AssessmentKind, period: string, userId: string): Promise<void> {
  const row = await tx.one<{ id: string }>('UPDATE assessments SET updated_at = now() WHERE company_id = $1 AND kind = $2 AND period = $3 RETURNING id', [
    companyId,
    kind,
    period,
  ]);
  if (row) await recordContributor(tx, companyId, row.id, userId);
}

export async function companyNbfcType(db: Queryable, companyId: string): Promise<{ nbfc_type: string | null; current_asset_size: number | null } | null> {
  return db.one(`SELECT nbfc_type, current_asset_size FROM companies WHERE id = $1`, [companyId]);
}

export interface ApplicabilityRow {
  nbfc_type: string | null;
  current_asset_size: string | number | null;
  state: string | null;
  organization_type: string | null;
  nbfc_layer: string | null;
  asset_size_cr: string | number | null;
  deposit_taking: boolean | null;
  listing: string | null;
  headcount: number | null;
  establishment_states: string[] | null;
}

/** The registration's facts of a company beside its saved compliance profile (null fields when none). */
export const applicabilityFacts = (db: Queryable, companyId: string) =>
  db.one<ApplicabilityRow>(
    `SELECT c.nbfc_type, c.current_asset_size, c.state, c.organization_type,
            p.nbfc_layer, p.asset_size_cr, p.deposit_taking, p.listing, p.headcount, p.establishment_states
       FROM companies c LEFT JOIN company_compliance_profiles p ON p.company_id = c.id
      WHERE c.id = $1`,
    [companyId],
  );
