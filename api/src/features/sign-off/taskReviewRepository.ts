import { RECEIPT_CATEGORY } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export interface TaskReviewRow {
  id: string;
  status: string;
  assigned_to: string;
  checker_id: string | null;
  review_status: string | null;
}

export const findTaskForReview = (db: Queryable, companyId: string, taskId: string, lock: boolean) =>
  db.one<TaskReviewRow>(`SELECT id, status, assigned_to, checker_id, review_status FROM tasks WHERE company_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`, [
    companyId,
    taskId,
  ]);

/** A live checker or admin of the company with this id, or null. */
export const findCheckerOrAdmin = (db: Queryable, companyId: string, userId: string) =>
  db.one<{ id: string }>(`SELECT id FROM users WHERE company_id = $1 AND id = $2 AND role IN ('checker', 'admin') AND deleted_at IS NULL`, [companyId, userId]);

export async function setChecker(db: Queryable, companyId: string, taskId: string, checkerId: string): Promise<void> {
  await db.execute(`UPDATE tasks SET checker_id = $3 WHERE company_id = $1 AND id = $2`, [companyId, taskId, checkerId]);
}

export async function setCheckerAndReview(db: Queryable, companyId: string, taskId: string, checkerId: string | null, reviewStatus: string | null): Promise<void> {
  await db.execute(`UPDATE tasks SET checker_id = $3, review_status = $4, updated_at = now() WHERE company_id = $1 AND id = $2`, [
    companyId,
    taskId,
    checkerId,
    reviewStatus,
  ]);
}

/** A task with a checker, completed: it waits for the review (earlier review cleared); answers who reviews it. */
export async function markPendingReview(
  db: Queryable,
  companyId: string,
  taskId: string,
): Promise<{ description: string; completed_at: Date; checker_id: string; checker_role: string; assignee: string } | null> {
  return db.one(
    `UPDATE tasks t SET review_status = 'pending-review', reviewed_by = NULL, reviewed_at = NULL
       FROM users c, users a
      WHERE t.company_id = $1 AND t.id = $2 AND c.id = t.checker_id AND a.id = t.assigned_to
     RETURNING t.description, COALESCE(t.completed_at, now()) AS completed_at, c.id AS checker_id, c.role AS checker_role,
               trim(concat(a.first_name, ' ', a.last_name)) AS assignee`,
    [companyId, taskId],
  );
}

/** The review's outcome; returned puts the task back in progress. */
export async function saveTaskReview(
  db: Queryable,
  companyId: string,
  taskId: string,
  decision: 'approved' | 'returned',
  reviewerId: string,
  comment: string | null,
): Promise<void> {
  await db.execute(
    `UPDATE tasks SET review_status = $3, reviewed_by = $4, reviewed_at = now(), review_comment = $5, updated_at = now(),
              status = CASE WHEN $3 = 'returned' THEN 'in-progress' ELSE status END,
              completed_at = CASE WHEN $3 = 'returned' THEN NULL ELSE completed_at END
        WHERE company_id = $1 AND id = $2`,
    [companyId, taskId, decision, reviewerId, comment],
  );
}

/** Tasks waiting for review that this user may review (not their own; an admin sees every checker's). */
export const pendingReviewTasks = (db: Queryable, companyId: string, userId: string, isAdmin: boolean) =>
  db.query<{ id: string; description: string; due_date: string; assigned_to: string; name: string; completed_at: Date | null }>(
    `SELECT t.id, t.description, t.due_date, t.assigned_to, trim(u.first_name || ' ' || u.last_name) AS name, t.completed_at
       FROM tasks t JOIN users u ON u.id = t.assigned_to
      WHERE t.company_id = $1 AND t.review_status = 'pending-review' AND t.assigned_to <> $2 AND ($3 OR t.checker_id = $2)
      ORDER BY t.completed_at NULLS LAST, t.id`,
    [companyId, userId, isAdmin],
  );

/**
 * Pending documents of the register that this user did not upload. A filing's receipt is not among them: it is
 * approved with its filing (one approval), so neither one uploaded for a filing nor one a filing names is listed.
 */
export const pendingDocumentsNotBy = (db: Queryable, companyId: string, userId: string) =>
  db.query<{ id: string; name: string; category: string; uploaded_by: string | null; uploader: string | null; uploaded_at: Date }>(
    `SELECT d.id, d.name, d.category, d.uploaded_by, trim(u.first_name || ' ' || u.last_name) AS uploader, d.uploaded_at
       FROM documents d LEFT JOIN users u ON u.id = d.uploaded_by
      WHERE d.company_id = $1 AND d.status = 'pending' AND d.uploaded_by IS DISTINCT FROM $2 AND d.category <> $3
        AND NOT EXISTS (SELECT 1 FROM obligation_occurrences o WHERE o.company_id = d.company_id AND o.receipt_document_id = d.id)
      ORDER BY d.uploaded_at`,
    [companyId, userId, RECEIPT_CATEGORY],
  );

/** The occurrence a task was made from (the due date's work item, migration 0802's link), or null for an ad-hoc task. */
export const filingOfTask = (db: Queryable, companyId: string, taskId: string) =>
  db.one<{ id: string; state: string }>(
    `SELECT o.id, o.state FROM obligation_tasks l
       JOIN obligation_occurrences o ON o.company_id = l.company_id AND o.obligation_id = l.obligation_id AND o.due_date = l.due_date
      WHERE l.company_id = $1 AND l.task_id = $2 LIMIT 1`,
    [companyId, taskId],
  );

/** Done by the filing: signed off, or not applicable. Only then may its task be completed or approved by hand. */
export const FILING_CLOSED_STATES = ['filed', 'filed_late', 'not_applicable'];
