import type { Role, TaskCategory, TaskPriority, TaskStatus } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { CursorValue } from '../../pagination';
import { noteWrittenEvents } from '../audit/pendingSeals';

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
  /** created_at in microseconds since 1970: the exact value, for the page cursor. */
  created_us: number;
  /** The due date's occurrence when the task was made from it (its work item is the filing). */
  occurrence_id: string | null;
  /** The occurrence's obligation, its title and period (null for an ad-hoc task). */
  obligation_id: string | null;
  obligation_title: string | null;
  occurrence_period: string | null;
  /** Made by the scheduler from the owner's lead time (the link has no creator), not by an admin. */
  from_calendar: boolean | null;
}

/** The lists' order (due date, newest first, id) as a cursor key. */
export const taskKey = (row: Pick<TaskRow, 'due_date' | 'created_us' | 'id'>): CursorValue[] => [row.due_date, row.created_us, row.id];
export const TASK_KEY_SHAPE = ['date', 'number', 'uuid'] as const;

const CREATED_US = `(extract(epoch from t.created_at) * 1000000)::bigint AS created_us`;
const ORDER = `ORDER BY t.due_date, t.created_at DESC, t.id`;

/** The occurrence the task was made from (migration 0802's link): its id, obligation, title, period and who made the task. */
const FILING_JOIN = `LEFT JOIN LATERAL (SELECT o.id AS occurrence_id, o.obligation_id, o.title AS obligation_title, o.period AS occurrence_period,
         l.created_by IS NULL AS from_calendar FROM obligation_tasks l
    JOIN obligation_occurrences o ON o.company_id = l.company_id AND o.obligation_id = l.obligation_id AND o.due_date = l.due_date
   WHERE l.task_id = t.id AND l.company_id = t.company_id LIMIT 1) f ON true`;

/**
 * Rows after a cursor key in ORDER. The leading `due_date >=` lets the index range-scan; the rest
 * places the key exactly (created_at compared at full microsecond precision).
 */
function afterKey(params: unknown[], key: CursorValue[]): string {
  params.push(key[0], key[1], key[2]);
  const [d, c, i] = [params.length - 2, params.length - 1, params.length];
  const created = `(TIMESTAMPTZ 'epoch' + $${c}::bigint * interval '1 microsecond')`;
  return ` AND t.due_date >= $${d}::date AND (t.due_date > $${d}::date OR t.created_at < ${created} OR (t.created_at = ${created} AND t.id > $${i}::uuid))`;
}

/** Every task query: scoped by company ($1), with the assignee and the assigner by name. */
const SELECT_TASKS = `SELECT t.id, t.description, t.priority, t.status, t.category, t.due_date, t.created_at, t.updated_at,
    t.completed_at, ${CREATED_US}, t.assigned_to, a.first_name AS to_first, a.last_name AS to_last, a.role AS to_role,
    t.assigned_by, b.first_name AS by_first, b.last_name AS by_last, t.checker_id, t.review_status, t.review_comment, f.occurrence_id, f.obligation_id, f.obligation_title, f.occurrence_period, f.from_calendar
  FROM tasks t JOIN users a ON a.id = t.assigned_to JOIN users b ON b.id = t.assigned_by ${FILING_JOIN}
  WHERE t.company_id = $1`;

export function findTask(db: Queryable, companyId: string, taskId: string) {
  return db.one<TaskRow>(`${SELECT_TASKS} AND t.id = $2`, [companyId, taskId]);
}

export type OwnTaskRow = Omit<TaskRow, 'to_first' | 'to_last' | 'to_role'>;

/**
 * The caller's own tasks (My Tasks, the hottest read). The assignee is the caller, whose name the
 * session already holds, so only the assigner is joined: one join instead of two per row.
 */
export function tasksOfAssignee(db: Queryable, companyId: string, userId: string, page: { limit: number | null; after: CursorValue[] | null; status?: TaskStatus }) {
  const params: unknown[] = [companyId, userId];
  let after = page.after ? afterKey(params, page.after) : '';
  if (page.status) {
    params.push(page.status);
    after = ` AND t.status = $${params.length}${after}`;
  }
  // Without a limit (older clients, the calendar) all the caller's tasks, as before.
  const limit = page.limit === null ? '' : ` LIMIT ${page.limit + 1}`;
  return db.query<OwnTaskRow>(
    `SELECT t.id, t.description, t.priority, t.status, t.category, t.due_date, t.created_at, t.updated_at,
            t.completed_at, ${CREATED_US}, t.assigned_to, t.assigned_by, b.first_name AS by_first, b.last_name AS by_last,
            t.checker_id, t.review_status, t.review_comment, f.occurrence_id, f.obligation_id, f.obligation_title, f.occurrence_period, f.from_calendar
       FROM tasks t JOIN users b ON b.id = t.assigned_by ${FILING_JOIN}
      WHERE t.company_id = $1 AND t.assigned_to = $2${after}
      ${ORDER}${limit}`,
    params,
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

/**
 * The list's total. Unfiltered or filtered by status and/or assignee it is a sum over the per-company
 * counters (task_counts, kept by a trigger): constant cost whatever the company's size. Other filters
 * count the matching rows.
 */
async function countTasks(db: Queryable, companyId: string, filter: TaskFilter): Promise<number> {
  const { status, assignedTo, today: _today, ...others } = filter;
  if (Object.values(others).every((v) => v === undefined)) {
    const row = await db.one<{ n: number }>(
      `SELECT coalesce(sum(n), 0)::int AS n FROM task_counts
        WHERE company_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::uuid IS NULL OR assigned_to = $3)`,
      [companyId, status ?? null, assignedTo ?? null],
    );
    return row!.n;
  }
  const params: unknown[] = [companyId];
  const row = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM tasks t WHERE t.company_id = $1${where(filter, params)}`, params);
  return row!.n;
}

/** A page of the company's tasks: by page number (offset), or after a cursor key (keyset). */
export async function listTasks(db: Queryable, companyId: string, filter: TaskFilter, page: { page: number; pageSize: number; after: CursorValue[] | null }) {
  const params: unknown[] = [companyId];
  let conditions = where(filter, params);
  if (page.after) conditions += afterKey(params, page.after);
  const offset = page.after ? 0 : (page.page - 1) * page.pageSize;
  // Together, not one after the other: on a busy pool each would otherwise wait its own turn for a connection.
  const [total, rows] = await Promise.all([
    countTasks(db, companyId, filter),
    db.query<TaskRow>(`${SELECT_TASKS}${conditions} ${ORDER} LIMIT ${page.pageSize + 1} OFFSET ${offset}`, params),
  ]);
  return { rows, total };
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

/** Moves a task only if it is still in `from` (two tabs cannot both move it); answers its new times, or null. */
export function moveTaskReturning(db: Queryable, companyId: string, taskId: string, from: TaskStatus, to: TaskStatus) {
  return db.one<{ updated_at: Date; completed_at: Date | null }>(
    `UPDATE tasks SET status = $4, updated_at = now(),
            completed_at = CASE WHEN $4 = 'completed' THEN now() ELSE NULL END
      WHERE company_id = $1 AND id = $2 AND status = $3
      RETURNING updated_at, completed_at`,
    [companyId, taskId, from, to],
  );
}

/**
 * The usual status move as one statement, so it needs no transaction (BEGIN, read, update, audit, COMMIT were six
 * round trips to the database, on PGlite each one a turn of the one connection): moves the caller's own task if its
 * status is one of `from`, writes the same audit event recordAudit would (the insert trigger chains it) and answers
 * the task as it now reads. Null when nothing moved (not found, not the caller's, or a status it cannot leave for
 * `to`): the service then takes the careful path, which gives the exact answer.
 */
export async function moveOwnTaskAudited(
  db: Queryable,
  move: { companyId: string; taskId: string; userId: string; role: Role; from: TaskStatus[]; to: TaskStatus; ip: string },
) {
  type Moved = TaskRow & { moved_updated_at: Date; moved_completed_at: Date | null; audit_event_id: string };
  // Its commit notifies the read caches (the tasks' trigger): on PostgreSQL, committed as oneNotifying commits.
  const sql = `WITH old AS (
       SELECT id, status FROM tasks
        WHERE company_id = $1 AND id = $2 AND assigned_to = $3 AND status = ANY($5::text[])
          FOR UPDATE
     ), counted AS (
       -- The counters the tasks trigger will change, locked before the audit chain's head: the trigger runs at the
       -- statement's end, after the audit insert, and a transaction that adds a task locks them in the other order.
       SELECT c.status FROM task_counts c JOIN old ON c.status IN (old.status, $4)
        WHERE c.company_id = $1 AND c.assigned_to = $3
          FOR UPDATE OF c
     ), moved AS (
       UPDATE tasks t SET status = $4, updated_at = now(), completed_at = NULL
         FROM old WHERE t.id = old.id AND (SELECT count(*) FROM counted) >= 0
       RETURNING t.id, t.updated_at, t.completed_at, old.status AS before_status
     ), logged AS (
       INSERT INTO audit_events (company_id, actor_id, actor_role, action, target_type, target_id, before, after, ip)
       SELECT $1, $3, $6, 'task.status_changed', 'task', moved.id::text,
              jsonb_build_object('status', moved.before_status), jsonb_build_object('status', $4::text), $7
         FROM moved
       RETURNING id
     )
     SELECT s.*, moved.updated_at AS moved_updated_at, moved.completed_at AS moved_completed_at, logged.id AS audit_event_id
       FROM (${SELECT_TASKS} AND t.id = $2) s JOIN moved ON moved.id = s.id CROSS JOIN logged`;
  const params = [move.companyId, move.taskId, move.userId, move.to, move.from, move.role, move.ip];
  const row = db.oneNotifying ? await db.oneNotifying<Moved>(sql, params) : await db.one<Moved>(sql, params);
  // Sealed like every event this process writes (audit/pendingSeals.ts).
  if (row) noteWrittenEvents([row.audit_event_id]);
  return row;
}

export function searchTasks(db: Queryable, companyId: string, pattern: string, limit: number) {
  return db.query<TaskRow>(`${SELECT_TASKS} AND t.description ILIKE $2 ORDER BY t.due_date DESC, t.id LIMIT $3`, [companyId, pattern, limit]);
}
