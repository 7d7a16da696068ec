import type { Queryable } from '../../db/database';

// SQL of the assessments feature. Every function takes the caller's company id.

export type AssessmentKind = 'hr' | 'rbi' | 'mca' | 'self-audit';

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
}

export interface AnswerRow {
  question_id: string;
  status: string | null;
  comments: string;
  evidence_uploaded: boolean;
  answered_at: Date;
  first_name: string | null;
  last_name: string | null;
}

export interface AnswerValues {
  questionId: string;
  status: string | null;
  comments: string;
  evidenceUploaded: boolean;
}

export async function findHeader(db: Queryable, companyId: string, kind: AssessmentKind): Promise<HeaderRow | null> {
  return db.one<HeaderRow>(
    `SELECT a.id, a.status, a.nbfc_type, a.nbfc_category, a.content_version, a.updated_at, a.completed_at,
            u.first_name AS completed_first_name, u.last_name AS completed_last_name
       FROM assessments a LEFT JOIN users u ON u.id = a.completed_by
      WHERE a.company_id = $1 AND a.kind = $2`,
    [companyId, kind],
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
  fields: { contentVersion: string; nbfcType?: string | null; nbfcCategory?: string | null },
): Promise<{ id: string; status: 'in-progress' | 'completed'; nbfc_category: string | null }> {
  const row = await tx.one<{ id: string; status: 'in-progress' | 'completed'; nbfc_category: string | null }>(
    `INSERT INTO assessments (company_id, kind, content_version, nbfc_type, nbfc_category)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (company_id, kind) DO UPDATE SET content_version = assessments.content_version
     RETURNING id, status, nbfc_category`,
    [companyId, kind, fields.contentVersion, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
  return row!;
}

export async function listAnswers(db: Queryable, companyId: string, kind: AssessmentKind, scope = ''): Promise<AnswerRow[]> {
  return db.query<AnswerRow>(
    `SELECT x.question_id, x.status, x.comments, x.evidence_uploaded, x.answered_at, u.first_name, u.last_name
       FROM assessment_answers x LEFT JOIN users u ON u.id = x.answered_by
      WHERE x.company_id = $1 AND x.kind = $2 AND x.scope = $3
      ORDER BY x.question_id`,
    [companyId, kind, scope],
  );
}

/** Writes one answer; answers 1 when it changed, 0 when the stored answer was already the same. */
export async function upsertAnswer(
  tx: Queryable,
  companyId: string,
  assessmentId: string,
  kind: AssessmentKind,
  scope: string,
  answer: AnswerValues,
  userId: string,
): Promise<number> {
  return tx.execute(
    `INSERT INTO assessment_answers (assessment_id, company_id, kind, scope, question_id, status, comments, evidence_uploaded, answered_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (company_id, kind, scope, question_id) DO UPDATE
        SET status = EXCLUDED.status, comments = EXCLUDED.comments, evidence_uploaded = EXCLUDED.evidence_uploaded,
            answered_by = EXCLUDED.answered_by, answered_at = now()
      WHERE (assessment_answers.status, assessment_answers.comments, assessment_answers.evidence_uploaded)
            IS DISTINCT FROM (EXCLUDED.status, EXCLUDED.comments, EXCLUDED.evidence_uploaded)`,
    [assessmentId, companyId, kind, scope, answer.questionId, answer.status, answer.comments, answer.evidenceUploaded, userId],
  );
}

/** After a change: the header's time moves on and a completed assessment is reopened. */
export async function touchHeader(tx: Queryable, companyId: string, assessmentId: string, fields: { nbfcType?: string; nbfcCategory?: string } = {}) {
  await tx.execute(
    `UPDATE assessments
        SET updated_at = now(), status = 'in-progress', completed_by = NULL, completed_at = NULL,
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
    `UPDATE assessments SET status = 'completed', completed_by = $3, completed_at = now(), updated_at = now(), content_version = $4,
            nbfc_type = COALESCE($5, nbfc_type), nbfc_category = COALESCE($6, nbfc_category)
      WHERE id = $1 AND company_id = $2`,
    [assessmentId, companyId, userId, contentVersion, fields.nbfcType ?? null, fields.nbfcCategory ?? null],
  );
}

export async function companyNbfcType(db: Queryable, companyId: string): Promise<{ nbfc_type: string | null; current_asset_size: number | null } | null> {
  return db.one(`SELECT nbfc_type, current_asset_size FROM companies WHERE id = $1`, [companyId]);
}
