import type { TaskStatus } from 'shared-contracts';
import type { Queryable } from '../../../db/database';

export type ReviewStatus = 'pending-review' | 'approved' | 'returned' | null;

export interface LinkedTask {
  id: string;
  status: TaskStatus;
  assigned_to: string;
  checker_id: string | null;
  review_status: ReviewStatus;
}

/** The occurrence's task, locked, read by company and id: another company's is never found. */
export const lockLinkedTask = (tx: Queryable, companyId: string, taskId: string) =>
  tx.one<LinkedTask>('SELECT id, status, assigned_to, checker_id, review_status FROM tasks WHERE company_id = $1 AND id = $2 FOR UPDATE', [companyId, taskId]);

/** Sets the task's status and review; a review decided now records its reviewer, time and comment. */
export async function moveLinkedTask(
  tx: Queryable,
  companyId: string,
  taskId: string,
  change: { status: TaskStatus; review: ReviewStatus; reviewed: boolean; comment: string | null; reviewerId: string },
): Promise<void> {
  await tx.execute(
    `UPDATE tasks SET status = $3, review_status = $4, updated_at = now(),
            completed_at = CASE WHEN $3 = 'completed' THEN COALESCE(completed_at, now()) ELSE NULL END,
            reviewed_by = CASE WHEN $5 THEN $6::uuid WHEN $4::text IS NULL OR $4 = 'pending-review' THEN NULL ELSE reviewed_by END,
            reviewed_at = CASE WHEN $5 THEN now() WHEN $4::text IS NULL OR $4 = 'pending-review' THEN NULL ELSE reviewed_at END,
            review_comment = CASE WHEN $5 THEN $7 WHEN $4::text IS NULL OR $4 = 'pending-review' THEN NULL ELSE review_comment END
      WHERE company_id = $1 AND id = $2`,
    [companyId, taskId, change.status, change.review, change.reviewed, change.reviewerId, change.comment],
  );
}
