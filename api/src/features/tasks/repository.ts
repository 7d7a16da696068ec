import type { Role, TaskCategory, TaskPriority, TaskStatus } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export interface TaskRow {
  id: string;
  description: string;
  priority: TaskPriority;
  status: TaskStatus;
  category: TaskCategory;
  due_date: string;
  assigned_to: string;
  to_first: string;
  to_last: string;
  to_role: Role;
  assigned_by: string;
  by_first: string;
  by_last: string;
  created_at: Date;
  updated_at: Date;
  completed_at: Date | null;
  checker_id: string | null;
  review_status: 'pending-review' | 'approved' | 'returned' | null;
  review_comment: string | null;
}

/** Every task query: scoped by company ($1), with the assignee and the assigner by name. */
const SELECT_TASKS = `SELECT t.id, t.description, t.priority, t.status, t.category, t.due_date, t.created_at, t.updated_at,
    t.completed_at, t.assigned_to, a.first_name AS to_first, a.last_name AS to_last, a.role AS to_role,
    t.assigned_by, b.first_name AS by_first, b.last_name AS by_last, t.checker_id, t.review_status, t.review_comment
  FROM tasks t JOIN users a ON a.id = t.assigned_to JOIN users b ON b.id = t.assigned_by
  WHERE t.company_id = $1`;

export function findTask(db: Queryable, companyId: string, taskId: string) {
  return db.one<TaskRow>(`${SELECT_TASKS} AND t.id = $2`, [companyId, taskId]);
}

export type OwnTaskRow = Omit<TaskRow, 'to_first' | 'to_last' | 'to_role'>;

/**
 * The caller's own tasks (My Tasks, the hottest read). The assignee is the caller, whose name the
 * session already holds, so only the assigner is joined: one join instead of two per row.
 */
export function tasksOfAssignee(db: Queryable, companyId: string, userId: string) {
  return db.query<OwnTaskRow>(
    `SELECT t.id, t.description, t.priority, t.status, t.category, t.due_date, t.created_at, t.updated_at,
            t.completed_at, t.assigned_to, t.assigned_by, b.first_name AS by_first, b.last_name AS by_last,
            t.checker_id, t.review_status, t.review_comment
       FROM tasks t JOIN users b ON b.id = t.assigned_by
      WHERE t.company_id = $1 AND t.assigned_to = $2
      ORDER BY t.due_date, t.created_at DESC, t.id`,
    [companyId, userId],
  );
}

export interface TaskFilter {
  status?: TaskStatus;
  assignedTo?: string;
  priority?: TaskPriority;
  category?: TaskCategory;
  dueFrom?: string;
  dueTo?: string;
  /** true: only overdue; false: only not overdue. */
  overdue?: boolean;
  today: string;
}

function where(filter: TaskFilter, params: unknown[]): string {
  const clauses: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filter.status) add('t.status = ?', filter.status);
  if (filter.assignedTo) add('t.assigned_to = ?', filter.assignedTo);
  if (filter.priority) add('t.priority = ?', filter.priority);
  if (filter.category) add('t.category = ?', filter.category);
  if (filter.dueFrom) add('t.due_date >= ?::date', filter.dueFrom);
  if (filter.dueTo) add('t.due_date <= ?::date', filter.dueTo);
  if (filter.overdue !== undefined) {
    add(filter.overdue ? "(t.status <> 'completed' AND t.due_date < ?::date)" : "(t.status = 'completed' OR t.due_date >= ?::date)", filter.today);
  }
  return clauses.map((c) => ` AND ${c}`).join('');
}

export async function listTasks(db: Queryable, companyId: string, filter: TaskFilter, page: number, pageSize: number) {
  const params: unknown[] = [companyId];
  const conditions = where(filter, params);
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM tasks t WHERE t.company_id = $1${conditions}`, params);
  const rows = await db.query<TaskRow>(
    `${SELECT_TASKS}${conditions} ORDER BY t.due_date, t.created_at DESC, t.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
    params,
  );
  return { rows, total: total!.n };
}

export interface NewTask {
  description: string;
  priority: TaskPriority;
  category: TaskCategory;
  dueDate: string;
  assignedTo: string;
  assignedBy: string;
}

export async function insertTask(db: Queryable, companyId: string, task: NewTask): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO tasks (company_id, description, priority, category, due_date, assigned_to, assigned_by)
     VALUES ($1, $2, $3, $4, $5::date, $6, $7) RETURNING id`,
    [companyId, task.description, task.priority, task.category, task.dueDate, task.assignedTo, task.assignedBy],
  );
  return row!.id;
}

/** Moves a task only if it is still in `from` (two tabs cannot both move it). */
export function moveTask(db: Queryable, companyId: string, taskId: string, from: TaskStatus, to: TaskStatus) {
  return db.execute(
    `UPDATE tasks SET status = $4, updated_at = now(),
            completed_at = CASE WHEN $4 = 'completed' THEN now() ELSE NULL END
      WHERE company_id = $1 AND id = $2 AND status = $3`,
    [companyId, taskId, from, to],
  );
}

export function searchTasks(db: Queryable, companyId: string, pattern: string, limit: number) {
  return db.query<TaskRow>(`${SELECT_TASKS} AND t.description ILIKE $2 ORDER BY t.due_date DESC, t.id LIMIT $3`, [companyId, pattern, limit]);
}
