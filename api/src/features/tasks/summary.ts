import type { AssigneeTaskCounts, TaskCounts, TaskSummaryResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays, istDate, weekStart } from '../../dates';

const WEEKS = 12;

const COUNTS = `count(t.id) FILTER (WHERE t.status = 'pending')::int AS pending,
  count(t.id) FILTER (WHERE t.status = 'in-progress')::int AS in_progress,
  count(t.id) FILTER (WHERE t.status = 'completed')::int AS completed,
  count(t.id) FILTER (WHERE t.status <> 'completed' AND t.due_date < $2::date)::int AS overdue`;

interface CountRow {
  pending: number;
  in_progress: number;
  completed: number;
  overdue: number;
}

/**
 * Counts per status and overdue, per assignee (admin: every live maker and checker, also those with
 * no tasks), and tasks completed per IST week over the last 12 weeks, oldest first.
 * `assignee` null = the whole company (admin); else only that user's tasks.
 */
export async function taskSummary(db: Queryable, companyId: string, assignee: string | null): Promise<TaskSummaryResponse> {
  const today = istDate();
  // One user's counts read only that user's tasks (the assignee index), not the whole company's.
  const totals = (await db.one<CountRow & { total: number }>(
    assignee === null
      ? `SELECT ${COUNTS}, count(t.id)::int AS total FROM tasks t WHERE t.company_id = $1`
      : `SELECT ${COUNTS}, count(t.id)::int AS total FROM tasks t WHERE t.company_id = $1 AND t.assigned_to = $3`,
    assignee === null ? [companyId, today] : [companyId, today, assignee],
  ))!;
  const counts: TaskCounts = { pending: totals.pending, inProgress: totals.in_progress, completed: totals.completed, overdue: totals.overdue, total: totals.total };

  let byAssignee: AssigneeTaskCounts[] = [];
  if (assignee === null) {
    const rows = await db.query<CountRow & { id: string; first_name: string; last_name: string; role: 'maker' | 'checker' }>(
      `SELECT u.id, u.first_name, u.last_name, u.role, ${COUNTS}
         FROM users u LEFT JOIN tasks t ON t.assigned_to = u.id AND t.company_id = $1
        WHERE u.company_id = $1 AND u.deleted_at IS NULL AND u.role IN ('maker', 'checker')
        GROUP BY u.id, u.first_name, u.last_name, u.role
        ORDER BY u.first_name, u.last_name, u.id`,
      [companyId, today],
    );
    byAssignee = rows.map((r) => ({
      user: { id: r.id, firstName: r.first_name, lastName: r.last_name, role: r.role },
      pending: r.pending,
      inProgress: r.in_progress,
      completed: r.completed,
      overdue: r.overdue,
    }));
  }

  const firstWeek = addDays(weekStart(today), -7 * (WEEKS - 1));
  const completedPerWeek = Array.from({ length: WEEKS }, (_, i) => ({ weekStart: addDays(firstWeek, 7 * i), completed: 0 }));
  // Completion times are bucketed by their IST date here, the same on PGlite and PostgreSQL.
  const done = await db.query<{ completed_at: Date }>(
    `SELECT t.completed_at FROM tasks t
      WHERE t.company_id = $1 AND t.status = 'completed' AND t.completed_at >= $2::date - 1
        ${assignee === null ? '' : 'AND t.assigned_to = $3'}`,
    assignee === null ? [companyId, firstWeek] : [companyId, firstWeek, assignee],
  );
  for (const { completed_at } of done) {
    const week = weekStart(istDate(completed_at));
    const bucket = completedPerWeek.find((w) => w.weekStart === week);
    if (bucket) bucket.completed += 1;
  }
  return { success: true, counts, byAssignee, completedPerWeek };
}
