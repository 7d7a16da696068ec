import type { AssessmentKind } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export interface PeriodRow {
  period: string;
  status: 'in-progress' | 'completed';
  created_at: Date;
  completed_at: Date | null;
  started_from: string | null;
}

/** Every period of this assessment of the company, in no order (periods sort by their own rule). */
export const periodHeaders = (db: Queryable, companyId: string, kind: AssessmentKind) =>
  db.query<PeriodRow>(`SELECT period, status, created_at, completed_at, started_from FROM assessments WHERE company_id = $1 AND kind = $2`, [companyId, kind]);

/** Locks every period of this assessment of the company: two "start the next period" clicks run one after the other. */
export async function lockPeriods(tx: Queryable, companyId: string, kind: AssessmentKind): Promise<void> {
  await tx.query(`SELECT id FROM assessments WHERE company_id = $1 AND kind = $2 FOR UPDATE`, [companyId, kind]);
}

export const periodHeader = (db: Queryable, companyId: string, kind: AssessmentKind, period: string) =>
  db.one<{ id: string; nbfc_type: string | null; nbfc_category: string | null; content_version: string }>(
    `SELECT id, nbfc_type, nbfc_category, content_version FROM assessments WHERE company_id = $1 AND kind = $2 AND period = $3`,
    [companyId, kind, period],
  );

export async function insertPeriodHeader(
  tx: Queryable,
  companyId: string,
  kind: AssessmentKind,
  h: { period: string; version: string; nbfcType: string | null; nbfcCategory: string | null; startedFrom: string },
): Promise<string> {
  const created = await tx.one<{ id: string }>(
    `INSERT INTO assessments (company_id, kind, period, content_version, nbfc_type, nbfc_category, started_from)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [companyId, kind, h.period, h.version, h.nbfcType, h.nbfcCategory, h.startedFrom],
  );
  return created!.id;
}

/** Copies the remarks of `fromPeriod` into the new period's header, every status empty; answers how many. */
export const carryRemarks = (tx: Queryable, assessmentId: string, period: string, companyId: string, kind: AssessmentKind, fromPeriod: string): Promise<number> =>
  tx.execute(
    `INSERT INTO assessment_answers (assessment_id, company_id, kind, period, scope, question_id, status, comments, evidence_uploaded)
       SELECT $1, company_id, kind, $2, scope, question_id, NULL, comments, false
         FROM assessment_answers
        WHERE company_id = $3 AND kind = $4 AND period = $5 AND comments <> ''`,
    [assessmentId, period, companyId, kind, fromPeriod],
  );

/** Completed assessments that are the latest period of their company and kind. */
export const completedLatestHeaders = (db: Queryable) =>
  db.query<{ id: string; company_id: string; kind: AssessmentKind; period: string; nbfc_type: string | null; nbfc_category: string | null }>(
    `SELECT a.id, a.company_id, a.kind, a.period, a.nbfc_type, a.nbfc_category FROM assessments a
      WHERE a.status = 'completed'
        AND NOT EXISTS (SELECT 1 FROM assessments b WHERE b.company_id = a.company_id AND b.kind = a.kind AND b.period > a.period)`,
  );

export const answeredQuestionIds = (db: Queryable, companyId: string, kind: AssessmentKind, period: string, scope: string) =>
  db.query<{ question_id: string }>(
    `SELECT question_id FROM assessment_answers WHERE company_id = $1 AND kind = $2 AND period = $3 AND scope = $4 AND status IS NOT NULL`,
    [companyId, kind, period, scope],
  );

/** A completed assessment back in progress, with the note saying why. */
export async function reopenAssessment(tx: Queryable, assessmentId: string, note: string): Promise<void> {
  await tx.execute(
    `UPDATE assessments SET status = 'in-progress', completed_by = NULL, completed_at = NULL, reopened_note = $2, updated_at = now() WHERE id = $1 AND status = 'completed'`,
    [assessmentId, note],
  );
}
