import type { ReviewQueueDocument, ReviewQueueTask } from 'shared-contracts';
import type { Database, Queryable } from '../../db/database';
import { HttpError, forbidden } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import { notifyAwaitingSignOff } from '../notifications/service';
import { OCCURRENCE_MESSAGES, UUID_PATTERN } from 'shared-contracts';
import { FILING_CLOSED_STATES, filingOfTask } from './taskReviewRepository';
import { RETURN_NEEDS_COMMENT, cleanComment } from './comment';
import type { SignOffActor } from './service';
import {
  findCheckerOrAdmin,
  findTaskForReview as findTaskRow,
  markPendingReview,
  pendingDocumentsNotBy,
  pendingReviewTasks,
  saveTaskReview,
  setChecker,
  setCheckerAndReview,
} from './taskReviewRepository';

// Tasks with a checker: the admin names a checker; when the assignee completes the task it waits
// for that checker's review; approved, or returned to the assignee (back in progress) with a comment.

export const TASK_REVIEW_MESSAGES = {
  notFound: 'Task not found',
  badChecker: 'The checker must be a checker or admin of your company, other than the assignee',
  notPending: 'This task is not awaiting review',
  notYourReview: 'Only the checker named on this task (or an admin) can review it',
  selfReview: 'You cannot review a task assigned to you',
  returnNeedsComment: RETURN_NEEDS_COMMENT,
} as const;

const findTaskForReview = (db: Queryable, companyId: string, taskId: string, lock = false) =>
  UUID_PATTERN.test(taskId) ? findTaskRow(db, companyId, taskId, lock) : Promise.resolve(null);

/** Refuses a checker who is not a live checker or admin of the company, or who is the assignee. */
export async function validateChecker(tx: Queryable, companyId: string, assigneeId: string, checkerId: string) {
  const checker = UUID_PATTERN.test(checkerId) ? await findCheckerOrAdmin(tx, companyId, checkerId) : null;
  if (!checker || checkerId === assigneeId) throw new HttpError(400, TASK_REVIEW_MESSAGES.badChecker);
}

/** Inside the assigning transaction: the new task's checker (the tasks feature's assign calls this). */
export async function assignChecker(tx: Queryable, companyId: string, taskId: string, assigneeId: string, checkerId: string) {
  await validateChecker(tx, companyId, assigneeId, checkerId);
  await setChecker(tx, companyId, taskId, checkerId);
}

/** Admin: names (or with null removes) the checker of a task. */
export async function setTaskChecker(db: Database, actor: SignOffActor, taskId: string, checkerId: string | null) {
  return db.transaction(async (tx) => {
    const task = await findTaskForReview(tx, actor.companyId, taskId, true);
    if (!task) throw new HttpError(404, TASK_REVIEW_MESSAGES.notFound);
    if (checkerId !== null) await validateChecker(tx, actor.companyId, task.assigned_to, checkerId);
    // A task already completed without review goes to the new checker's queue.
    const review = checkerId && task.status === 'completed' && task.review_status !== 'approved' ? 'pending-review' : checkerId ? task.review_status : null;
    await setCheckerAndReview(tx, actor.companyId, taskId, checkerId, review);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: 'task.checker_set',
      targetType: 'task',
      targetId: taskId,
      before: { checkerId: task.checker_id, reviewStatus: task.review_status },
      after: { checkerId, reviewStatus: review },
      ip: actor.ip,
    });
    return { checkerId, reviewStatus: review };
  });
}

/** Called by the tasks feature inside its transaction when a task moves to completed: its checker hears at once. */
export async function taskCompleted(tx: Queryable, companyId: string, taskId: string) {
  const waiting = await markPendingReview(tx, companyId, taskId);
  if (!waiting) return;
  await notifyAwaitingSignOff(tx, {
    companyId,
    reviewers: [{ id: waiting.checker_id, role: waiting.checker_role }],
    what: waiting.description,
    by: waiting.assignee,
    detail: 'The task is completed and waits for your approval.',
    stepKey: `task:${taskId}:${new Date(waiting.completed_at).getTime()}`,
    taskId,
  });
}

export async function reviewTask(db: Database, actor: SignOffActor, taskId: string, decision: 'approved' | 'returned', comment: string | undefined) {
  const text = cleanComment(comment);
  if (decision === 'returned' && !text) throw new HttpError(400, TASK_REVIEW_MESSAGES.returnNeedsComment);
  return db.transaction(async (tx) => {
    const task = await findTaskForReview(tx, actor.companyId, taskId, true);
    if (!task) throw new HttpError(404, TASK_REVIEW_MESSAGES.notFound);
    if (task.assigned_to === actor.auth.userId) throw forbidden(TASK_REVIEW_MESSAGES.selfReview);
    if (actor.auth.role !== 'admin' && task.checker_id !== actor.auth.userId) throw forbidden(TASK_REVIEW_MESSAGES.notYourReview);
    if (task.review_status !== 'pending-review' || task.status !== 'completed') throw new HttpError(409, TASK_REVIEW_MESSAGES.notPending);
    if (decision === 'approved') {
      const filing = await filingOfTask(tx, actor.companyId, taskId);
      if (filing && !FILING_CLOSED_STATES.includes(filing.state)) throw new HttpError(409, OCCURRENCE_MESSAGES.taskApprovalNeedsFiling);
    }
    // Returned: the task goes back to the assignee, in progress again.
    await saveTaskReview(tx, actor.companyId, taskId, decision, actor.auth.userId, text || null);
    await recordAudit(tx, {
      companyId: actor.companyId,
      actorId: actor.auth.userId,
      actorRole: actor.auth.role,
      action: decision === 'approved' ? 'task.approved' : 'task.returned',
      targetType: 'task',
      targetId: taskId,
      before: { status: task.status, reviewStatus: task.review_status, assignedTo: task.assigned_to },
      after: { status: decision === 'returned' ? 'in-progress' : task.status, reviewStatus: decision, comment: text || null },
      ip: actor.ip,
    });
    return { reviewStatus: decision, status: decision === 'returned' ? 'in-progress' : 'completed' };
  });
}

export async function tasksAwaitingReview(db: Queryable, companyId: string, userId: string, isAdmin: boolean): Promise<ReviewQueueTask[]> {
  const rows = await pendingReviewTasks(db, companyId, userId, isAdmin);
  return rows.map((r) => ({
    id: r.id,
    description: r.description,
    dueDate: r.due_date,
    assignedTo: { id: r.assigned_to, name: r.name },
    completedAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  }));
}

/** Pending documents of the register that this user did not upload (their review is PATCH /api/documents/:id/review). */
export async function documentsAwaitingReview(db: Queryable, companyId: string, userId: string): Promise<ReviewQueueDocument[]> {
  const rows = await pendingDocumentsNotBy(db, companyId, userId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    category: r.category,
    uploadedBy: { id: r.uploaded_by, name: r.uploader || 'Former user' },
    uploadedAt: new Date(r.uploaded_at).toISOString(),
  }));
}
