import type { SignOffStatus } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { AssessmentKind } from '../assessments/repository';

// SQL of the sign-off feature. Every function takes the caller's company id.

export interface SignOffRow {
  id: string;
  kind: AssessmentKind;
  scope: string;
  period_key: string;
  status: SignOffStatus;
  submitted_by: string | null;
  submitter_name: string | null;
  submitted_at: Date;
  submit_note: string;
  assessment_updated_at: Date;
  reviewed_by: string | null;
  reviewer_name: string | null;
  reviewed_at: Date | null;
  review_comment: string | null;
  /** The assessment header's current updated_at (null when it is gone). */
  current_updated_at: Date | null;
}

const SELECT = `
  SELECT s.id, s.kind, s.scope, s.period_key, s.status, s.submitted_by, trim(su.first_name || ' ' || su.last_name) AS submitter_name,
         s.submitted_at, s.submit_note, s.assessment_updated_at, s.reviewed_by, trim(ru.first_name || ' ' || ru.last_name) AS reviewer_name,
         s.reviewed_at, s.review_comment, a.updated_at AS current_updated_at
    FROM sign_offs s
    LEFT JOIN users su ON su.id = s.submitted_by
    LEFT JOIN users ru ON ru.id = s.reviewed_by
    LEFT JOIN assessments a ON a.company_id = s.company_id AND a.kind = s.kind AND a.period = s.period_key`;

export interface SignOffKey {
  kind: AssessmentKind;
  scope: string;
  /** The assessment's period (FY2026-27, FY2026-27 Q3). */
  periodKey: string;
}

export function findSignOff(db: Queryable, companyId: string, key: SignOffKey, lock = false) {
  return db.one<SignOffRow>(`${SELECT} WHERE s.company_id = $1 AND s.kind = $2 AND s.scope = $3 AND s.period_key = $4${lock ? ' FOR UPDATE OF s' : ''}`, [
    companyId,
    key.kind,
    key.scope,
    key.periodKey,
  ]);
}

/** Pending sign-offs this reviewer may decide: neither submitted nor worked on by them. */
export function pendingSignOffs(db: Queryable, companyId: string, reviewerId: string) {
  return db.query<SignOffRow>(
    `${SELECT} WHERE s.company_id = $1 AND s.status = 'pending-review' AND s.submitted_by IS DISTINCT FROM $2
        AND NOT EXISTS (SELECT 1 FROM assessment_contributors c WHERE c.assessment_id = a.id AND c.user_id = $2)
      ORDER BY s.submitted_at`,
    [companyId, reviewerId],
  );
}

/** True when this user wrote, changed or completed the assessment of this period, or changed its evidence. */
export async function contributedTo(db: Queryable, companyId: string, key: SignOffKey, userId: string): Promise<boolean> {
  const row = await db.one<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM assessment_contributors c JOIN assessments a ON a.id = c.assessment_id
                     WHERE a.company_id = $1 AND a.kind = $2 AND a.period = $3 AND c.user_id = $4) AS found`,
    [companyId, key.kind, key.periodKey, userId],
  );
  return row?.found === true;
}

/** The assessment header of one period as sign-off needs it: completion, for which bank, and its last change. */
export function assessmentState(db: Queryable, companyId: string, key: SignOffKey) {
  return db.one<{ id: string; status: string; nbfc_type: string | null; nbfc_category: string | null; updated_at: Date }>(
    `SELECT id, status, nbfc_type, nbfc_category, updated_at FROM assessments WHERE company_id = $1 AND kind = $2 AND period = $3`,
    [companyId, key.kind, key.periodKey],
  );
}

/** Creates or restarts the sign-off as submitted by `userId`. */
export async function upsertSubmission(tx: Queryable, companyId: string, key: SignOffKey, userId: string, note: string, assessmentUpdatedAt: Date) {
  await tx.execute(
    `INSERT INTO sign_offs (company_id, kind, scope, period_key, status, submitted_by, submitted_at, submit_note, assessment_updated_at)
     VALUES ($1, $2, $3, $4, 'pending-review', $5, now(), $6, $7)
     ON CONFLICT (company_id, kind, scope, period_key) DO UPDATE
        SET status = 'pending-review', submitted_by = EXCLUDED.submitted_by, submitted_at = now(), submit_note = EXCLUDED.submit_note,
            assessment_updated_at = EXCLUDED.assessment_updated_at, reviewed_by = NULL, reviewed_at = NULL, review_comment = NULL`,
    [companyId, key.kind, key.scope, key.periodKey, userId, note, assessmentUpdatedAt],
  );
}

/** Records the review; answers 0 when the sign-off was no longer pending. */
export function recordReview(tx: Queryable, companyId: string, id: string, status: 'approved' | 'returned', reviewerId: string, comment: string | null) {
  return tx.execute(
    `UPDATE sign_offs SET status = $3, reviewed_by = $4, reviewed_at = now(), review_comment = $5
      WHERE company_id = $1 AND id = $2 AND status = 'pending-review'`,
    [companyId, id, status, reviewerId, comment],
  );
}
