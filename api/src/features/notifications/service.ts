import type { NotificationEvent } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { Mailer } from '../mail/mailer';
import { claimPendingEmails, insertNotification, markEmailed } from './repository';

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Where the assignee works on a task: makers in My Tasks, checkers in Pending Review. */
const TASK_LINK_SQL = `CASE u.role WHEN 'maker' THEN '/maker/my-tasks' WHEN 'checker' THEN '/checker/pending-review' ELSE '/admin/tasks' END`;

interface TaskInfo {
  company_id: string;
  assigned_to: string;
  description: string;
  due_date: string;
  priority: string;
  link: string;
  by_name: string;
}

async function taskInfo(db: Queryable, taskId: string): Promise<TaskInfo | null> {
  return db.one<TaskInfo>(
    `SELECT t.company_id, t.assigned_to, t.description, t.due_date, t.priority, ${TASK_LINK_SQL} AS link,
            trim(concat(b.first_name, ' ', b.last_name)) AS by_name
       FROM tasks t JOIN users u ON u.id = t.assigned_to JOIN users b ON b.id = t.assigned_by
      WHERE t.id = $1`,
    [taskId],
  );
}

/** "Task assigned" for the assignee; call inside the transaction that created the task. */
export async function notifyTaskAssigned(db: Queryable, taskId: string): Promise<void> {
  const t = await taskInfo(db, taskId);
  if (!t) return;
  await insertNotification(db, {
    companyId: t.company_id,
    userId: t.assigned_to,
    event: 'task-assigned',
    eventKey: `task-assigned:${taskId}`,
    title: `New task: ${short(t.description)}`,
    body: `${t.by_name} assigned you a ${t.priority}-priority task due on ${t.due_date}: ${short(t.description, 300)}`,
    link: t.link,
    taskId,
  });
}

/**
 * "Returned for rework" or "approved" for the person whose work was reviewed (a task's assignee or an
 * assessment's submitter). `reviewKey` makes each review step one event (e.g. the review time).
 */
export async function notifyReviewed(
  db: Queryable,
  input: {
    companyId: string;
    userId: string;
    outcome: 'returned' | 'approved';
    what: string;
    reviewer: string;
    comment?: string | null;
    link: string;
    reviewKey: string;
    taskId?: string | null;
  },
): Promise<void> {
  const returned = input.outcome === 'returned';
  await insertNotification(db, {
    companyId: input.companyId,
    userId: input.userId,
    event: input.outcome,
    eventKey: `${input.outcome}:${input.reviewKey}`,
    title: `${returned ? 'Returned for rework' : 'Approved'}: ${short(input.what)}`,
    body: returned
      ? `${input.reviewer} returned "${short(input.what, 200)}" for rework${input.comment ? `: ${short(input.comment, 500)}` : '.'}`
      : `${input.reviewer} approved "${short(input.what, 200)}".`,
    link: input.link,
    taskId: input.taskId ?? null,
  });
}

const REMINDERS: Array<{ event: NotificationEvent; when: string; title: string; body: string }> = [
  { event: 'due-7-days', when: `t.due_date = $2::date + 7`, title: `'Due in 7 days: '`, body: `'Your task is due on ' || to_char(t.due_date, 'DD Mon YYYY') || ': '` },
  {
    event: 'due-1-day',
    when: `t.due_date = $2::date + 1`,
    title: `'Due tomorrow: '`,
    body: `'Your task is due tomorrow, ' || to_char(t.due_date, 'DD Mon YYYY') || ': '`,
  },
  {
    event: 'overdue',
    when: `t.due_date < $2::date`,
    title: `'Overdue: '`,
    body: `'Your task was due on ' || to_char(t.due_date, 'DD Mon YYYY') || ' and is not completed: '`,
  },
];

/**
 * Creates the due-soon and overdue reminders of open tasks for `today` (India). Each reminder's key
 * holds the task and its due date, so it is made once even when every instance runs this job, and a
 * moved due date reminds again.
 */
export async function createReminders(db: Queryable, today: string): Promise<number> {
  let created = 0;
  for (const r of REMINDERS) {
    created += await db.execute(
      `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
       SELECT t.company_id, t.assigned_to, $1::text, $1::text || ':' || t.id::text || ':' || t.due_date::text,
              ${r.title} || left(t.description, 80), ${r.body} || left(t.description, 300),
              ${TASK_LINK_SQL}, t.id,
              CASE WHEN COALESCE(p.email, true) THEN 'pending' ELSE 'off' END
         FROM tasks t
         JOIN users u ON u.id = t.assigned_to AND u.deleted_at IS NULL
         JOIN companies c ON c.id = t.company_id AND c.status = 'active'
         LEFT JOIN notification_preferences p ON p.user_id = t.assigned_to AND p.event_type = $1::text
        WHERE t.status <> 'completed' AND ${r.when}
       ON CONFLICT (event_key) DO NOTHING`,
      [r.event, today],
    );
  }
  return created;
}

const ASSESSMENT_TITLES_SQL = `CASE a.after->>'kind' WHEN 'hr' THEN 'HR assessment' WHEN 'rbi' THEN 'RBI assessment'
  WHEN 'mca' THEN 'MCA assessment' WHEN 'self-audit' THEN 'Self-audit' ELSE 'Assessment' END`;

/**
 * "Approved" and "returned for rework" from the sign-off steps in the audit trail (task.approved|returned with the
 * assignee in before.assignedTo; sign_off.approved|returned with before.submittedBy), for the person reviewed.
 * Keyed by the audit event: one notification per review step, whichever instance sees it first. Looks back 7 days.
 */
export async function createReviewNotifications(db: Queryable): Promise<number> {
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

/** Sends the e-mails of pending notifications through the mailer (never inside a transaction). */
export async function dispatchNotificationEmails(db: Queryable, mailer: Mailer, publicUrl: string, rounds = 10): Promise<number> {
  let sent = 0;
  for (let round = 0; round < rounds; round++) {
    const batch = await claimPendingEmails(db, 20);
    if (batch.length === 0) break;
    for (const n of batch) {
      if (!n.live) {
        await markEmailed(db, n.id, 'off', null);
        continue;
      }
      const url = n.link ? `${publicUrl}${n.link}` : publicUrl;
      const result = await mailer.sendMail({
        to: n.email,
        subject: n.title,
        text: `Hello ${n.first_name},\n\n${n.body}\n\nOpen: ${url}\n\nYou can turn these e-mails off under Notifications in the app.`,
        companyId: n.company_id,
      });
      await markEmailed(db, n.id, result.status, result.id);
      sent++;
    }
  }
  return sent;
}
