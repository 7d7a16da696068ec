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
 * Counts per status and overdue on `today`, and the completion times (ms since the epoch) of the tasks completed
 * from the day before `from` on, in one statement: the whole company's (`assignee` null), or one user's, read
 * only from that user's tasks (the assignee index), not the whole company's.
 */
export async function taskCounts(
  db: Queryable,
  companyId: string,
  today: string,
  from: string,
  assignee: string | null,
): Promise<CountRow & { total: number; completed_ms: number[] | null }> {
  const mine = assignee === null ? '' : 'AND t.assigned_to = $4';
  return (await db.one<CountRow & { total: number; completed_ms: number[] | null }>(
    `SELECT ${COUNTS}, count(t.id)::int AS total,
            array_agg((extract(epoch FROM t.completed_at) * 1000)::float8)
              FILTER (WHERE t.status = 'completed' AND t.completed_at >= $3::date - 1) AS completed_ms
       FROM tasks t WHERE t.company_id = $1 ${mine}`,
    assignee === null ? [companyId, today, from] : [companyId, today, from, assignee],
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
