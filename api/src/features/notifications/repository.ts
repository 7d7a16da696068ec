import type { AppNotification, NotificationEvent } from 'shared-contracts';
import type { Queryable } from '../../db/database';

export interface NewNotification {
  companyId: string;
  userId: string;
  event: NotificationEvent;
  /** Unique per event: the same key never makes a second notification. */
  eventKey: string;
  title: string;
  body: string;
  link: string | null;
  taskId: string | null;
}

/** Inserts the notification once (ON CONFLICT DO NOTHING); e-mail pending unless the user turned it off. */
export async function insertNotification(db: Queryable, n: NewNotification): Promise<string | null> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8,
            CASE WHEN COALESCE((SELECT email FROM notification_preferences WHERE user_id = $2 AND event_type = $3), true)
                 THEN 'pending' ELSE 'off' END
     ON CONFLICT (event_key) DO NOTHING RETURNING id`,
    [n.companyId, n.userId, n.event, n.eventKey, n.title, n.body, n.link, n.taskId],
  );
  return row?.id ?? null;
}

interface NotificationRow {
  id: string;
  event_type: NotificationEvent;
  title: string;
  body: string;
  link: string | null;
  read_at: Date | null;
  created_at: Date;
}

const toNotification = (r: NotificationRow): AppNotification => ({
  id: r.id,
  event: r.event_type,
  title: r.title,
  body: r.body,
  link: r.link,
  read: r.read_at !== null,
  createdAt: new Date(r.created_at).toISOString(),
});

export async function listNotifications(db: Queryable, userId: string, options: { unreadOnly: boolean; limit: number }): Promise<AppNotification[]> {
  const rows = await db.query<NotificationRow>(
    `SELECT id, event_type, title, body, link, read_at, created_at FROM notifications
      WHERE user_id = $1 AND ($2::boolean = false OR read_at IS NULL)
      ORDER BY created_at DESC, id LIMIT $3`,
    [userId, options.unreadOnly, options.limit],
  );
  return rows.map(toNotification);
}

export async function unreadCount(db: Queryable, userId: string): Promise<number> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; 0 when it is not theirs. */
export function markRead(db: Queryable, userId: string, id: string): Promise<number> {
  return db.execute('UPDATE notifications SET read_at = COALESCE(read_at, now()) WHERE id = $1 AND user_id = $2', [id, userId]);
}

export function markAllRead(db: Queryable, userId: string): Promise<number> {
  return db.execute('UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL', [userId]);
}

export async function emailPreferences(db: Queryable, userId: string): Promise<Map<NotificationEvent, boolean>> {
  const rows = await db.query<{ event_type: NotificationEvent; email: boolean }>('SELECT event_type, email FROM notification_preferences WHERE user_id = $1', [userId]);
  return new Map(rows.map((r) => [r.event_type, r.email]));
}

export async function saveEmailPreference(db: Queryable, userId: string, event: NotificationEvent, email: boolean): Promise<void> {
  await db.execute(
    `INSERT INTO notification_preferences (user_id, event_type, email) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, event_type) DO UPDATE SET email = EXCLUDED.email`,
    [userId, event, email],
  );
}

export interface ClaimedEmail {
  id: string;
  company_id: string;
  title: string;
  body: string;
  link: string | null;
  email: string;
  first_name: string;
  /** False when the user was deleted or suspended since: no e-mail then. */
  live: boolean;
}

/**
 * Claims up to `limit` pending e-mails for this instance (SKIP LOCKED: two instances never take the
 * same row). A claim older than 10 minutes (an instance died mid-send) is taken again.
 */
export async function claimPendingEmails(db: Queryable, limit: number): Promise<ClaimedEmail[]> {
  return db.query<ClaimedEmail>(
    `WITH picked AS (
       SELECT id FROM notifications
        WHERE email_status = 'pending' OR (email_status = 'sending' AND email_claimed_at < now() - interval '10 minutes')
        ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE notifications n SET email_status = 'sending', email_claimed_at = now()
       FROM picked, users u
      WHERE n.id = picked.id AND u.id = n.user_id
     RETURNING n.id, n.company_id, n.title, n.body, n.link, u.email, u.first_name,
               (u.deleted_at IS NULL AND u.status = 'active') AS live`,
    [limit],
  );
}

/** Claimed e-mails not sent after all (shutdown): pending again, for the next dispatch of any instance. */
export async function releaseEmailClaims(db: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await db.execute("UPDATE notifications SET email_status = 'pending' WHERE id = ANY($1::uuid[]) AND email_status = 'sending'", [ids]);
}

export async function markEmailed(db: Queryable, id: string, status: 'sent' | 'kept' | 'failed' | 'off', mailId: string | null): Promise<void> {
  await db.execute('UPDATE notifications SET email_status = $2, mail_id = $3 WHERE id = $1', [id, status, mailId]);
}

/** Where the assignee works on a task: makers in My Tasks, checkers in Pending Review. */
const TASK_LINK_SQL = `CASE u.role WHEN 'maker' THEN '/maker/my-tasks' WHEN 'checker' THEN '/checker/pending-review' ELSE '/admin/tasks' END`;

export interface TaskInfo {
  company_id: string;
  assigned_to: string;
  description: string;
  due_date: string;
  priority: string;
  link: string;
  by_name: string;
  /** Made by the statutory calendar from the owner's lead time (its due-date link has no creator): nobody assigned it. */
  from_calendar: boolean;
}

/** The assignee, texts and link of a task's "Task assigned" notification. */
export async function assignedTaskInfo(db: Queryable, taskId: string): Promise<TaskInfo | null> {
  return db.one<TaskInfo>(
    `SELECT t.company_id, t.assigned_to, t.description, t.due_date, t.priority, ${TASK_LINK_SQL} AS link,
            trim(concat(b.first_name, ' ', b.last_name)) AS by_name,
            EXISTS (SELECT 1 FROM obligation_tasks l WHERE l.task_id = t.id AND l.company_id = t.company_id AND l.created_by IS NULL) AS from_calendar
       FROM tasks t JOIN users u ON u.id = t.assigned_to JOIN users b ON b.id = t.assigned_by
      WHERE t.id = $1`,
    [taskId],
  );
}

const REMINDERS: Array<{ event: NotificationEvent; when: string; title: string; body: string }> = [
  { event: 'due-7-days', when: `t.due_date = $2::date + 7`, title: `'Due in 7 days: '`, body: `'Your task is due on ' || to_char(t.due_date, 'FMDD Mon YYYY') || ': '` },
  {
    event: 'due-1-day',
    when: `t.due_date = $2::date + 1`,
    title: `'Due tomorrow: '`,
    body: `'Your task is due tomorrow, ' || to_char(t.due_date, 'FMDD Mon YYYY') || ': '`,
  },
  {
    event: 'overdue',
    when: `t.due_date < $2::date`,
    title: `'Overdue: '`,
    body: `'Your task was due on ' || to_char(t.due_date, 'FMDD Mon YYYY') || ' and is not completed: '`,
  },
];

/**
 * The due-soon and overdue reminders of open tasks for `today`, once per task and due date (see the service). A task
 * made from a due date is reminded of as that filing (one "Due tomorrow", not two); an overdue one is e-mailed in the
 * daily digest, not one mail per task.
 */
export async function insertTaskReminders(db: Queryable, today: string): Promise<number> {
  let created = 0;
  for (const r of REMINDERS) {
    created += await db.execute(
      `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
       SELECT t.company_id, t.assigned_to, $1::text, $1::text || ':' || t.id::text || ':' || t.due_date::text,
              ${r.title} || left(t.description, 80), ${r.body} || left(t.description, 300),
              ${TASK_LINK_SQL}, t.id,
              CASE WHEN $1::text <> 'overdue' AND COALESCE(p.email, true) THEN 'pending' ELSE 'off' END
         FROM tasks t
         JOIN users u ON u.id = t.assigned_to AND u.deleted_at IS NULL
         JOIN companies c ON c.id = t.company_id AND c.status = 'active'
         LEFT JOIN notification_preferences p ON p.user_id = t.assigned_to AND p.event_type = $1::text
        WHERE t.status <> 'completed' AND ${r.when}
          AND NOT EXISTS (SELECT 1 FROM obligation_tasks l WHERE l.task_id = t.id)
       ON CONFLICT (event_key) DO NOTHING`,
      [r.event, today],
    );
  }
  return created;
}

const ASSESSMENT_TITLES_SQL = `CASE a.after->>'kind' WHEN 'hr' THEN 'HR assessment' WHEN 'rbi' THEN 'RBI assessment'
  WHEN 'mca' THEN 'MCA assessment' WHEN 'self-audit' THEN 'Self-audit' ELSE 'Assessment' END`;

/** The sign-off steps' approved/returned notifications from the audit trail of the last 7 days (see the service). */
export async function insertReviewNotifications(db: Queryable): Promise<number> {
  return db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
     SELECT x.company_id, x.user_id, x.outcome, x.outcome || ':audit:' || x.audit_id::text,
            CASE x.outcome WHEN 'returned' THEN 'Returned for rework: ' ELSE 'Approved: ' END || left(x.what, 80),
            x.reviewer || CASE x.outcome WHEN 'returned' THEN ' returned "' || left(x.what, 200) || '" for rework'
                                           || COALESCE(': ' || left(x.comment, 500), '.')
                                         ELSE ' approved "' || left(x.what, 200) || '".' END,
            x.link, x.task_id,
            CASE WHEN COALESCE(p.email, true) THEN 'pending' ELSE 'off' END
       FROM (
         SELECT a.id AS audit_id, a.company_id, u.id AS user_id,
                CASE WHEN a.action LIKE '%.approved' THEN 'approved' ELSE 'returned' END AS outcome,
                COALESCE(t.description, ${ASSESSMENT_TITLES_SQL}) AS what,
                trim(concat(r.first_name, ' ', r.last_name)) AS reviewer,
                NULLIF(a.after->>'comment', '') AS comment,
                t.id AS task_id,
                CASE WHEN t.id IS NOT NULL THEN ${TASK_LINK_SQL}
                     WHEN u.role = 'admin' THEN '/admin' ELSE '/' || u.role END AS link
           FROM audit_events a
           JOIN users u ON u.id::text = COALESCE(a.before->>'assignedTo', a.before->>'submittedBy') AND u.deleted_at IS NULL
           LEFT JOIN users r ON r.id = a.actor_id
           LEFT JOIN tasks t ON a.target_type = 'task' AND t.id::text = a.target_id
          WHERE a.action IN ('task.approved', 'task.returned', 'sign_off.approved', 'sign_off.returned')
            AND a.company_id IS NOT NULL AND a.created_at > now() - interval '7 days'
       ) x
       LEFT JOIN notification_preferences p ON p.user_id = x.user_id AND p.event_type = x.outcome
     ON CONFLICT (event_key) DO NOTHING`,
  );
}
