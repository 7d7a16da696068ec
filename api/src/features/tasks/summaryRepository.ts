import type { Queryable } from '../../db/database';

const COUNTS = `count(t.id) FILTER (WHERE t.status = 'pending')::int AS pending,
  count(t.id) FILTER (WHERE t.status = 'in-progress')::int AS in_progress,
  count(t.id) FILTER (WHERE t.status = 'completed')::int AS completed,
  count(t.id) FILTER (WHERE t.status <> 'completed' AND t.due_date < $2::date)::int AS overdue`;

export interface CountRow {
  pending: number;
  in_progress: number;
  completed: number;
  overdue: number;
}

/**
 * Counts per status and overdue on `today`: the whole company's (`assignee` null), or one user's, read only from
 * that user's tasks (the assignee index), not the whole company's.
 */
export async function taskCounts(db: Queryable, companyId: string, today: string, assignee: string | null): Promise<CountRow & { total: number }> {
  return (await db.one<CountRow & { total: number }>(
    assignee === null
      ? `SELECT ${COUNTS}, count(t.id)::int AS total FROM tasks t WHERE t.company_id = $1`
      : `SELECT ${COUNTS}, count(t.id)::int AS total FROM tasks t WHERE t.company_id = $1 AND t.assigned_to = $3`,
    assignee === null ? [companyId, today] : [companyId, today, assignee],
  ))!;
}

/** The counts of every live maker and checker of the company, also those with no tasks. */
export const countsPerAssignee = (db: Queryable, companyId: string, today: string) =>
  db.query<CountRow & { id: string; first_name: string; last_name: string; role: 'maker' | 'checker' }>(
    `SELECT u.id, u.first_name, u.last_name, u.role, ${COUNTS}
         FROM users u LEFT JOIN tasks t ON t.assigned_to = u.id AND t.company_id = $1
        WHERE u.company_id = $1 AND u.deleted_at IS NULL AND u.role IN ('maker', 'checker')
        GROUP BY u.id, u.first_name, u.last_name, u.role
        ORDER BY u.first_name, u.last_name, u.id`,
    [companyId, today],
  );

/** Completion times of the company's (or one assignee's) tasks completed from the day before `from` on. */
export const completionsSince = (db: Queryable, companyId: string, from: string, assignee: string | null) =>
  db.query<{ completed_at: Date }>(
    `SELECT t.completed_at FROM tasks t
      WHERE t.company_id = $1 AND t.status = 'completed' AND t.completed_at >= $2::date - 1
        ${assignee === null ? '' : 'AND t.assigned_to = $3'}`,
    assignee === null ? [companyId, from] : [companyId, from, assignee],
  );
