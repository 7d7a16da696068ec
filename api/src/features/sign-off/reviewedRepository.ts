import type { Queryable } from '../../db/database';
import type { AssessmentKind } from '../assessments/repository';

// What one reviewer decided, as the latest decision of each item stands: tasks, statutory filings and assessments
// whose reviewed_by is the reviewer. Each list is the newest `limit`; the service merges them.

const name = (alias: string) => `nullif(trim(concat(${alias}.first_name, ' ', ${alias}.last_name)), '')`;

export interface ReviewedTaskRow {
  id: string;
  description: string;
  due_date: string;
  person_id: string;
  person: string | null;
  review_status: 'approved' | 'returned';
  review_comment: string | null;
  reviewed_at: Date;
  occurrence_id: string | null;
}

/** Tasks the reviewer approved or returned; a due date's task whose filing the reviewer decided is that filing's row. */
export const tasksReviewedBy = (db: Queryable, companyId: string, userId: string, limit: number) =>
  db.query<ReviewedTaskRow>(
    `SELECT t.id, t.description, t.due_date, t.assigned_to AS person_id, ${name('u')} AS person, t.review_status, t.review_comment,
            t.reviewed_at, f.id AS occurrence_id
       FROM tasks t JOIN users u ON u.id = t.assigned_to
       LEFT JOIN LATERAL (SELECT o.id, o.reviewed_by FROM obligation_tasks l
            JOIN obligation_occurrences o ON o.company_id = l.company_id AND o.obligation_id = l.obligation_id AND o.due_date = l.due_date
           WHERE l.company_id = t.company_id AND l.task_id = t.id LIMIT 1) f ON true
      WHERE t.company_id = $1 AND t.reviewed_by = $2 AND t.reviewed_at IS NOT NULL AND t.review_status IN ('approved', 'returned')
        AND f.reviewed_by IS DISTINCT FROM $2
      ORDER BY t.reviewed_at DESC, t.id LIMIT $3`,
    [companyId, userId, limit],
  );

export interface ReviewedFilingRow {
  id: string;
  title: string;
  period: string;
  due_date: string;
  state: string;
  state_before_na: string | null;
  person_id: string | null;
  person: string | null;
  review_comment: string | null;
  reviewed_at: Date;
}

/** Statutory filings (occurrences) the reviewer approved or returned. */
export const filingsReviewedBy = (db: Queryable, companyId: string, userId: string, limit: number) =>
  db.query<ReviewedFilingRow>(
    `SELECT o.id, o.title, o.period, o.due_date, o.state, o.state_before_na, o.recorded_by AS person_id, ${name('u')} AS person,
            o.review_comment, o.reviewed_at
       FROM obligation_occurrences o LEFT JOIN users u ON u.id = o.recorded_by
      WHERE o.company_id = $1 AND o.reviewed_by = $2 AND o.reviewed_at IS NOT NULL
      ORDER BY o.reviewed_at DESC, o.id LIMIT $3`,
    [companyId, userId, limit],
  );

export interface ReviewedAssessmentRow {
  id: string;
  kind: AssessmentKind;
  scope: string;
  period_key: string;
  status: 'approved' | 'returned';
  person_id: string | null;
  person: string | null;
  review_comment: string | null;
  reviewed_at: Date;
}

/** Assessment sign-offs the reviewer approved or returned. */
export const assessmentsReviewedBy = (db: Queryable, companyId: string, userId: string, limit: number) =>
  db.query<ReviewedAssessmentRow>(
    `SELECT s.id, s.kind, s.scope, s.period_key, s.status, s.submitted_by AS person_id, ${name('u')} AS person, s.review_comment, s.reviewed_at
       FROM sign_offs s LEFT JOIN users u ON u.id = s.submitted_by
      WHERE s.company_id = $1 AND s.reviewed_by = $2 AND s.reviewed_at IS NOT NULL AND s.status IN ('approved', 'returned')
      ORDER BY s.reviewed_at DESC, s.id LIMIT $3`,
    [companyId, userId, limit],
  );
