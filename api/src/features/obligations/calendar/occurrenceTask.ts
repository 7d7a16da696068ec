import type { TaskStatus } from 'shared-contracts';
import type { Queryable } from '../../../db/database';
import type { AuditEntry } from '../../audit/auditService';
import { lockLinkedTask, moveLinkedTask, type LinkedTask, type ReviewStatus } from './occurrenceTaskRepository';

// The task the calendar made from an occurrence follows the occurrence (docs/decisions/0057-the-occurrence-s-task-follows-its-sign.md): its status
// moves only along the specified words (pending, in-progress, completed) and its review along the sign-off's
// (pending-review, approved, returned). The reverse never holds: completing the task files nothing.

export interface TaskBeforeNa {
  status: TaskStatus;
  reviewStatus: ReviewStatus;
}

/** What the occurrence's step does to its task. */
export type TaskFollow =
  | { step: 'started' | 'filing_recorded' }
  | { step: 'filing_approved'; comment: string | null }
  | { step: 'filing_returned'; comment: string }
  | { step: 'not_applicable'; reason: string }
  | { step: 'reinstated'; before: TaskBeforeNa | null };

interface Change {
  status: TaskStatus;
  review: ReviewStatus;
  /** Whether the review was decided now (reviewer and comment recorded). */
  reviewed: boolean;
  comment: string | null;
}

/** The task's new status and review for the step, or null when it stays as it is. */
function decide(task: LinkedTask, follow: TaskFollow, actorId: string): Change | null {
  const keep = { review: task.review_status, reviewed: false, comment: null };
  switch (follow.step) {
    case 'started':
    case 'filing_recorded':
      // Work on the return has begun: a pending task is in progress.
      return task.status === 'pending' ? { status: 'in-progress', ...keep } : null;
    case 'filing_approved': {
      if (task.status === 'completed' && task.review_status !== 'pending-review') return null;
      if (!task.checker_id) return { status: 'completed', ...keep };
      // The filing's approval is the task's, unless the approver is the task's assignee (nobody approves their own task).
      return task.assigned_to === actorId
        ? { status: 'completed', review: 'pending-review', reviewed: false, comment: null }
        : { status: 'completed', review: 'approved', reviewed: true, comment: follow.comment };
    }
    case 'filing_returned':
      // Back for rework, as a returned task is: in progress, with the checker's comment.
      if (task.status === 'in-progress' && !task.checker_id) return null;
      return task.checker_id ? { status: 'in-progress', review: 'returned', reviewed: true, comment: follow.comment } : { status: 'in-progress', ...keep };
    case 'not_applicable':
      // Nothing left to do: an open task is closed (no review of work that was not needed).
      return task.status === 'completed' ? null : { status: 'completed', review: null, reviewed: false, comment: null };
    case 'reinstated':
      if (!follow.before || task.status !== 'completed') return null;
      return { status: follow.before.status, review: follow.before.reviewStatus, reviewed: false, comment: null };
  }
}

const AUDIT_ACTION: Record<TaskFollow['step'], string> = {
  started: 'task.status_changed',
  filing_recorded: 'task.status_changed',
  filing_approved: 'task.approved',
  filing_returned: 'task.returned',
  not_applicable: 'task.status_changed',
  reinstated: 'task.status_changed',
};

/**
 * Moves the occurrence's task (locked) for the step and answers the audit event to record after the occurrence's
 * own, plus what a not-applicable mark closed. The task is read by company and id: another company's never moves.
 * Runs before any audit insert of the transaction: the task's counters (trigger) are locked before the audit chain,
 * in the order a task's creation takes them.
 */
export async function followOccurrence(
  tx: Queryable,
  companyId: string,
  taskId: string | null,
  follow: TaskFollow,
  actor: { userId: string; role: string; ip: string | null },
  occurrenceId: string,
): Promise<{ audit: AuditEntry | null; beforeNa: TaskBeforeNa | null }> {
  const none = { audit: null, beforeNa: null };
  if (!taskId) return none;
  const task = await lockLinkedTask(tx, companyId, taskId);
  if (!task) return none;
  const change = decide(task, follow, actor.userId);
  if (!change) return none;
  await moveLinkedTask(tx, companyId, task.id, { ...change, reviewerId: actor.userId });
  const reason = follow.step === 'not_applicable' ? follow.reason : null;
  return {
    audit: {
      companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: AUDIT_ACTION[follow.step],
      targetType: 'task',
      targetId: task.id,
      before: { status: task.status, reviewStatus: task.review_status },
      after: { status: change.status, reviewStatus: change.review, comment: change.comment ?? reason, cause: `occurrence.${follow.step}`, occurrenceId },
      ip: actor.ip,
    },
    beforeNa: follow.step === 'not_applicable' ? { status: task.status, reviewStatus: task.review_status } : null,
  };
}
