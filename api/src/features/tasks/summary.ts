import type { AssigneeTaskCounts, TaskCounts, TaskSummaryResponse } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { addDays, istDate, weekStart } from '../../dates';
import { countsPerAssignee, taskCounts } from './summaryRepository';

const WEEKS = 12;

/**
 * Counts per status and overdue, per assignee (admin: every live maker and checker, also those with
 * no tasks), and tasks completed per IST week over the last 12 weeks, oldest first.
 * `assignee` null = the whole company (admin); else only that user's tasks.
 */
export async function taskSummary(db: Queryable, companyId: string, assignee: string | null): Promise<TaskSummaryResponse> {
  const today = istDate();
  const firstWeek = addDays(weekStart(today), -7 * (WEEKS - 1));
  // The admin's two reads together: on a busy pool each would otherwise wait its own turn for a connection.
  const [totals, perAssignee] = await Promise.all([
    taskCounts(db, companyId, today, firstWeek, assignee),
    assignee === null ? countsPerAssignee(db, companyId, today) : Promise.resolve([]),
  ]);
  const counts: TaskCounts = { pending: totals.pending, inProgress: totals.in_progress, completed: totals.completed, overdue: totals.overdue, total: totals.total };

  const byAssignee: AssigneeTaskCounts[] = perAssignee.map((r) => ({
    user: { id: r.id, firstName: r.first_name, lastName: r.last_name, role: r.role },
    pending: r.pending,
    inProgress: r.in_progress,
    completed: r.completed,
    overdue: r.overdue,
  }));

  const completedPerWeek = Array.from({ length: WEEKS }, (_, i) => ({ weekStart: addDays(firstWeek, 7 * i), completed: 0 }));
  // Completion times are bucketed by their IST date here, the same on PGlite and PostgreSQL.
  for (const completedMs of totals.completed_ms ?? []) {
    const week = weekStart(istDate(new Date(completedMs)));
    const bucket = completedPerWeek.find((w) => w.weekStart === week);
    if (bucket) bucket.completed += 1;
  }
  return { success: true, counts, byAssignee, completedPerWeek };
}
