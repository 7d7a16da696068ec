import {
  DEFAULT_TASK_CATEGORY,
  DEFAULT_TASK_PRIORITY,
  MAX_TASK_PAGE_SIZE,
  TASK_CATEGORIES,
  TASK_MESSAGES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  canMoveTask,
  isCalendarDate,
  UUID_PATTERN,
  OCCURRENCE_MESSAGES,
  type AssignTaskRequest,
  type MyTasksQuery,
  type Task,
  type TaskListQuery,
  type TaskStatus,
} from 'shared-contracts';
import type { Loose, QueryText } from '../../requestShape';
import type { Database } from '../../db/database';
import { HttpError } from '../../httpError';
import { recordAudit } from '../audit/auditService';
import type { AuthContext } from '../auth/sessions/sessionService';
import { assignChecker, taskCompleted } from '../sign-off/taskReview';
import { FILING_CLOSED_STATES, filingOfTask } from '../sign-off/taskReviewRepository';
import { notifyTaskAssigned } from '../notifications/service';
import { findTeamMember } from '../users/repository';
import { decodeCursor, pageOf, parseLimit } from '../../pagination';
import { istDate } from '../../dates';
import {
  TASK_KEY_SHAPE,
  findTask,
  insertTask,
  listTasks,
  moveOwnTaskAudited,
  moveTaskReturning,
  taskKey,
  tasksOfAssignee,
  type TaskFilter,
  type TaskRow,
} from './repository';
import type { ReadCache } from '../../readCache';
import { calendarObligation } from '../../content';

type CompanyCaller = AuthContext & { companyId: string };

export function toTask(row: TaskRow, today = istDate()): Task {
  return {
    _id: row.id,
    description: row.description,
    priority: row.priority,
    status: row.status,
    dueDate: row.due_date,
    category: row.category,
    overdue: row.status !== 'completed' && row.due_date < today,
    assignedTo: { id: row.assigned_to, firstName: row.to_first, lastName: row.to_last, role: row.to_role },
    assignedBy: { id: row.assigned_by, firstName: row.by_first, lastName: row.by_last },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    completedAt: row.completed_at ? row.completed_at.toISOString() : null,
    review: row.checker_id ? { checkerId: row.checker_id, status: row.review_status, comment: row.review_comment } : null,
    filing: row.occurrence_id
      ? {
          occurrenceId: row.occurrence_id,
          fromCalendar: row.from_calendar === true,
          obligationTitle: row.obligation_title ?? '',
          period: row.occurrence_period ?? '',
          citation: (row.obligation_id && calendarObligation(row.obligation_id)?.citation) || '',
        }
      : null,
  };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => (list as readonly unknown[]).includes(value);

export type AssignInput = Loose<AssignTaskRequest>;

/** An admin assigns a task to a maker or checker of its own company, due today or later. */
export async function assignTask(db: Database, admin: CompanyCaller, input: AssignInput, ip: string) {
  const description = input.description?.trim() ?? '';
  const assignedTo = input.assignedTo?.trim() ?? '';
  const dueDate = input.dueDate?.trim() ?? '';
  if (!description || !assignedTo || !dueDate) throw new HttpError(400, TASK_MESSAGES.fillAllFields);
  const priority = input.priority || DEFAULT_TASK_PRIORITY;
  if (!oneOf(TASK_PRIORITIES, priority)) throw new HttpError(400, `Priority must be one of ${TASK_PRIORITIES.join(', ')}`);
  const category = input.category || DEFAULT_TASK_CATEGORY;
  if (!oneOf(TASK_CATEGORIES, category)) throw new HttpError(400, `Category must be one of ${TASK_CATEGORIES.join(', ')}`);
  if (!isCalendarDate(dueDate)) throw new HttpError(400, 'Due date is invalid');
  const today = istDate();
  if (dueDate < today) throw new HttpError(400, TASK_MESSAGES.dueInPast);

  return db.transaction(async (tx) => {
    const assignee = UUID_PATTERN.test(assignedTo) ? await findTeamMember(tx, admin.companyId, assignedTo) : null;
    if (!assignee) throw new HttpError(400, 'The assignee must be a maker or checker of your company');
    const id = await insertTask(tx, admin.companyId, { description, priority, category, dueDate, assignedTo, assignedBy: admin.userId });
    const checkerId = input.checkerId?.trim() || null;
    if (checkerId) await assignChecker(tx, admin.companyId, id, assignedTo, checkerId);
    const task = toTask((await findTask(tx, admin.companyId, id))!, today);
    await notifyTaskAssigned(tx, id);
    await recordAudit(tx, {
      companyId: admin.companyId,
      actorId: admin.userId,
      actorRole: admin.role,
      action: 'task.assigned',
      targetType: 'task',
      targetId: id,
      after: { description, priority, category, dueDate, assignedTo, checkerId, status: task.status },
      ip,
    });
    return { success: true as const, message: TASK_MESSAGES.assigned, task };
  });
}

/** The most tasks one page of My Tasks holds. */
export const MAX_MY_TASKS_PAGE = 200;

export type MyTasksQueryInput = QueryText<MyTasksQuery>;

/** The caller's tasks: all of them without `limit` (as before), else a page and the next page's cursor. */
export async function myTasks(
  db: Database,
  caller: CompanyCaller,
  query: MyTasksQueryInput = {},
  cached?: { cache: ReadCache; since: number },
): Promise<{ tasks: Task[]; nextCursor: string | null }> {
  const limit = parseLimit(query.limit, MAX_MY_TASKS_PAGE);
  const after = decodeCursor(query.cursor, [...TASK_KEY_SHAPE]);
  const today = istDate();
  const me = { to_first: caller.firstName, to_last: caller.lastName, to_role: caller.role };
  if (query.status && !oneOf(TASK_STATUSES, query.status)) throw new HttpError(400, `Status must be one of ${TASK_STATUSES.join(', ')}`);
  const status = query.status ? (query.status as TaskStatus) : undefined;
  const load = async () => {
    const rows = await tasksOfAssignee(db, caller.companyId, caller.userId, { limit, after, status });
    const page = limit === null ? { rows, nextCursor: null } : pageOf(rows, limit, taskKey);
    return { tasks: page.rows.map((row) => toTask({ ...row, ...me }, today)), nextCursor: page.nextCursor };
  };
  // Cached per user, page and day (overdue depends on today; the caller's own name changing notifies 'u:').
  const key = JSON.stringify(['my-tasks', limit, after, status ?? null, today]);
  return cached ? cached.cache.read(caller.companyId, caller.userId, key, load, cached.since) : load();
}

const STATUS_WORDS: Record<TaskStatus, string> = { pending: 'pending', 'in-progress': 'in progress', completed: 'completed' };

/** Only the assignee moves a task, and only along TASK_TRANSITIONS (completed is final). */
export async function updateStatus(db: Database, caller: CompanyCaller, taskId: string, status: string, ip: string) {
  if (!oneOf(TASK_STATUSES, status)) throw new HttpError(400, `Status must be one of ${TASK_STATUSES.join(', ')}`);
  // Completing may start a review (sign-off), so it always takes the transaction below.
  if (status !== 'completed' && UUID_PATTERN.test(taskId)) {
    const from = TASK_STATUSES.filter((current) => current !== status && canMoveTask(current, status));
    const moved = await moveOwnTaskAudited(db, { companyId: caller.companyId, taskId, userId: caller.userId, role: caller.role, from, to: status, ip });
    if (moved) {
      const { moved_updated_at, moved_completed_at, ...row } = moved;
      return { success: true as const, message: TASK_MESSAGES.updated, task: toTask({ ...row, status, updated_at: moved_updated_at, completed_at: moved_completed_at }) };
    }
  }
  // Nothing moved, or completing: the careful path, which also gives the exact refusal.
  return db.transaction(async (tx) => {
    const row = UUID_PATTERN.test(taskId) ? await findTask(tx, caller.companyId, taskId) : null;
    if (!row) throw new HttpError(404, TASK_MESSAGES.notFound);
    if (row.assigned_to !== caller.userId) throw new HttpError(403, 'Only the assignee can update this task');
    if (row.status === status) throw new HttpError(409, `The task is already ${STATUS_WORDS[status]}`);
    if (!canMoveTask(row.status, status)) {
      throw new HttpError(409, `A ${STATUS_WORDS[row.status]} task cannot be moved to ${STATUS_WORDS[status]}`);
    }
    // A due date's task is done by recording its filing with the proof, never by ticking it off.
    if (status === 'completed') {
      const filing = await filingOfTask(tx, caller.companyId, taskId);
      if (filing && !FILING_CLOSED_STATES.includes(filing.state)) throw new HttpError(409, OCCURRENCE_MESSAGES.taskNeedsFiling);
    }
    const moved = await moveTaskReturning(tx, caller.companyId, taskId, row.status, status);
    if (!moved) throw new HttpError(409, 'The task was changed in the meantime. Please reload and try again.');
    // With a checker named, a completed task waits for review (docs/decisions/0017-maker-checker-sign-off-exports-and-evidence.md sign-off).
    if (status === 'completed') await taskCompleted(tx, caller.companyId, taskId);
    await recordAudit(tx, {
      companyId: caller.companyId,
      actorId: caller.userId,
      actorRole: caller.role,
      action: 'task.status_changed',
      targetType: 'task',
      targetId: taskId,
      before: { status: row.status },
      after: { status },
      ip,
    });
    // Completing may start a review (checker fields): read it back; otherwise only status and times moved.
    const after = status === 'completed' ? (await findTask(tx, caller.companyId, taskId))! : { ...row, status, ...moved };
    return { success: true as const, message: TASK_MESSAGES.updated, task: toTask(after) };
  });
}

export type TaskListQueryInput = QueryText<TaskListQuery>;

function positiveInt(value: string | undefined, name: string, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[0-9]{1,6}$/.test(value) || Number(value) < 1) throw new HttpError(400, `${name} must be a positive whole number`);
  return Math.min(Number(value), max);
}

/** Parses the admin list's query; every value arrives as text. */
export function parseTaskQuery(q: TaskListQueryInput): { filter: TaskFilter; page: number; pageSize: number } {
  const filter: TaskFilter = { today: istDate() };
  if (q.status) {
    if (!oneOf(TASK_STATUSES, q.status)) throw new HttpError(400, `Status must be one of ${TASK_STATUSES.join(', ')}`);
    filter.status = q.status;
  }
  if (q.priority) {
    if (!oneOf(TASK_PRIORITIES, q.priority)) throw new HttpError(400, `Priority must be one of ${TASK_PRIORITIES.join(', ')}`);
    filter.priority = q.priority;
  }
  if (q.category) {
    if (!oneOf(TASK_CATEGORIES, q.category)) throw new HttpError(400, `Category must be one of ${TASK_CATEGORIES.join(', ')}`);
    filter.category = q.category;
  }
  if (q.assignedTo) {
    if (!UUID_PATTERN.test(q.assignedTo)) throw new HttpError(400, 'assignedTo must be a user id');
    filter.assignedTo = q.assignedTo;
  }
  for (const key of ['dueFrom', 'dueTo'] as const) {
    const value = q[key];
    if (!value) continue;
    if (!isCalendarDate(value)) throw new HttpError(400, `${key} must be a date (YYYY-MM-DD)`);
    filter[key] = value;
  }
  if (q.overdue) {
    if (q.overdue !== 'true' && q.overdue !== 'false') throw new HttpError(400, 'overdue must be true or false');
    filter.overdue = q.overdue === 'true';
  }
  return { filter, page: positiveInt(q.page, 'page', 1, 100_000), pageSize: positiveInt(q.pageSize, 'pageSize', 20, MAX_TASK_PAGE_SIZE) };
}

export async function companyTasks(db: Database, companyId: string, query: TaskListQueryInput) {
  const { filter, page, pageSize } = parseTaskQuery(query);
  const after = decodeCursor(query.cursor, [...TASK_KEY_SHAPE]);
  const { rows, total } = await listTasks(db, companyId, filter, { page, pageSize, after });
  const { rows: pageRows, nextCursor } = pageOf(rows, pageSize, taskKey);
  return { success: true as const, tasks: pageRows.map((row) => toTask(row, filter.today)), page, pageSize, total, nextCursor };
}
