import type { ActivityItem, AnalyticsPoint } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import { describeActivity } from './activityText';

/** Counts, the recent audit trail and daily series across all companies (super-admin only). */

export async function platformTotals(db: Queryable): Promise<{ users: number; companies: number; tasks: number }> {
  const row = await db.one<{ users: number; companies: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE deleted_at IS NULL AND role <> 'super-admin') AS users,
            (SELECT count(*)::int FROM companies) AS companies`,
  );
  const tasks = (await db.one<{ n: number }>('SELECT count(*)::int AS n FROM tasks'))?.n ?? 0;
  return { users: row?.users ?? 0, companies: row?.companies ?? 0, tasks };
}

interface ActivityRow {
  id: string;
  action: string;
  actor_role: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  target_type: string | null;
  target_email: string | null;
  recorded_email: string | null;
  created_at: Date;
}

export async function recentActivity(db: Queryable, limit: number): Promise<ActivityItem[]> {
  const rows = await db.query<ActivityRow>(
    `SELECT a.id, a.action, a.actor_role, u.first_name, u.last_name, c.company_name, a.target_type, a.created_at,
            tu.email AS target_email, a.after->>'email' AS recorded_email
       FROM audit_events a
       LEFT JOIN users u ON u.id = a.actor_id
       LEFT JOIN users tu ON a.target_type = 'user' AND tu.id::text = a.target_id
       LEFT JOIN companies c ON c.id = a.company_id
      -- An event that accompanies the main one of its action (a filing's task and receipt) is told by that one (decision 0221).
      WHERE NOT ((a.target_type IS DISTINCT FROM 'occurrence' AND a.after->>'occurrenceId' IS NOT NULL) OR a.action = 'task.checker_set')
      ORDER BY a.created_at DESC, a.id
      LIMIT $1`,
    [limit],
  );
  return rows.map((row) => {
    const actorName = row.first_name === null ? null : `${row.first_name} ${row.last_name ?? ''}`.trim();
    return {
      id: row.id,
      action: row.action,
      summary: describeActivity(row.action, actorName, { targetEmail: row.target_email, recordedEmail: row.recorded_email }),
      actorName,
      actorRole: row.actor_role,
      companyName: row.company_name,
      createdAt: row.created_at.toISOString(),
    };
  });
}

/** One row per day of the last `days` days (today included), zero where nothing happened. */
export async function dailySeries(db: Queryable, days: number): Promise<AnalyticsPoint[]> {
  const rows = await db.query<{
    day: string;
    registrations: number;
    active_users: number;
    tasks_completed: number;
    assessments_completed: number;
  }>(
    `WITH days AS (
       SELECT (current_date - g)::date AS day FROM generate_series(0, $1::int - 1) AS g
     ),
     events AS (
       SELECT created_at::date AS day, actor_id, actor_role
         FROM audit_events
        WHERE created_at >= current_date - ($1::int - 1)
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
            (SELECT count(*)::int FROM companies c WHERE c.created_at::date = d.day) AS registrations,
            (SELECT count(DISTINCT e.actor_id)::int FROM events e
              WHERE e.day = d.day AND e.actor_id IS NOT NULL AND coalesce(e.actor_role, '') <> 'super-admin') AS active_users,
            (SELECT count(*)::int FROM tasks t
              WHERE t.status = 'completed' AND t.completed_at::date = d.day) AS tasks_completed,
            (SELECT count(*)::int FROM assessments a
              WHERE a.status = 'completed' AND a.completed_at::date = d.day) AS assessments_completed
       FROM days d
      ORDER BY d.day`,
    [days],
  );
  return rows.map((r) => ({
    date: r.day,
    registrations: r.registrations,
    activeUsers: r.active_users,
    tasksCompleted: r.tasks_completed,
    assessmentsCompleted: r.assessments_completed,
  }));
}

/**
 * Completed assessments out of those the active companies have to do: HR, MCA and self-audit
 * for every company, RBI for those with an NBFC type (its question bank depends on it).
 */
export async function assessmentCompletionPercent(db: Queryable): Promise<number | null> {
  const row = await db.one<{ due: number; done: number }>(
    `SELECT (SELECT coalesce(sum(CASE WHEN nbfc_type IS NULL OR nbfc_type = '' THEN 3 ELSE 4 END), 0)::int
               FROM companies WHERE status = 'active') AS due,
            (SELECT count(*)::int FROM assessments a JOIN companies c ON c.id = a.company_id
              WHERE c.status = 'active' AND a.status = 'completed'
                AND (a.kind <> 'rbi' OR coalesce(c.nbfc_type, '') <> '')
                -- the current (latest) period of each assessment; earlier periods are history
                AND NOT EXISTS (SELECT 1 FROM assessments b WHERE b.company_id = a.company_id AND b.kind = a.kind AND b.period > a.period)) AS done`,
  );
  if (!row || row.due === 0) return null;
  return Math.round((row.done / row.due) * 1000) / 10;
}

/** Any answer at all from the database (the overview's health line). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.one('SELECT 1 AS ok');
}

/** Answers per minute, shared by every api instance (the error rate). */
export async function addAnswerCounts(db: Queryable, minute: number, requests: number, serverErrors: number): Promise<void> {
  await db.execute(
    `INSERT INTO api_answer_counts AS c (minute, requests, server_errors) VALUES ($1, $2, $3)
     ON CONFLICT (minute) DO UPDATE SET requests = c.requests + EXCLUDED.requests, server_errors = c.server_errors + EXCLUDED.server_errors`,
    [minute, requests, serverErrors],
  );
}

/** The answers of the minutes after `fromMinute` up to `toMinute`. */
export function answerCounts(db: Queryable, fromMinute: number, toMinute: number) {
  return db.one<{ requests: number; server_errors: number }>(
    'SELECT coalesce(sum(requests), 0)::int AS requests, coalesce(sum(server_errors), 0)::int AS server_errors FROM api_answer_counts WHERE minute > $1 AND minute <= $2',
    [fromMinute, toMinute],
  );
}

export async function forgetAnswerCounts(db: Queryable, beforeMinute: number): Promise<void> {
  await db.execute('DELETE FROM api_answer_counts WHERE minute < $1', [beforeMinute]);
}
