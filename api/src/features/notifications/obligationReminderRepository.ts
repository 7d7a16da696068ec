import type { Queryable } from '../../db/database';

// Reminders of statutory filings (obligation occurrences, migration 1020), escalations and the daily digest. Each
// notification's event_key names the item, its due date and the person, so every instance and every restart makes
// it once (ON CONFLICT DO NOTHING); the e-mails are then claimed one by one (claimPendingEmails).

const EMAIL_STATUS = `CASE WHEN COALESCE(p.email, true) THEN 'pending' ELSE 'off' END`;
const WORK_PLACE = `CASE u.role WHEN 'maker' THEN '/maker/my-tasks' WHEN 'checker' THEN '/checker/pending-review' ELSE '/admin' END`;
const OPEN_OCCURRENCE = `o.state IN ('upcoming', 'in_progress') AND o.applies`;
/** An occurrence's period as shown (shared-contracts formatPeriod, in SQL: the library's year ranges are consecutive years). */
const PERIOD_SHOWN = `regexp_replace(o.period, '([0-9]{4})-[0-9]{2}([0-9]{2})', '\\1-\\2', 'g')`;
const LIVE_COMPANY = `JOIN companies co ON co.id = o.company_id AND co.status = 'active'`;

/**
 * To the owner: once when the due date comes within the obligation's lead days, and again the day before.
 * `today` is India's date.
 */
export function insertFilingDueReminders(db: Queryable, today: string): Promise<number> {
  return db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, email_status)
     SELECT o.company_id, u.id, 'filing-due', 'filing-due:' || o.id::text || ':' || o.due_date::text || ':' || r.kind || ':' || u.id::text,
            CASE r.kind WHEN 'day-before' THEN 'Due tomorrow: ' ELSE 'Filing due on ' || to_char(o.due_date, 'DD Mon YYYY') || ': ' END || left(o.title, 80),
            o.title || ' for ' || ${PERIOD_SHOWN} || ' is due on ' || to_char(o.due_date, 'DD Mon YYYY') || '. You are its owner: record the filing with '
              || 'its acknowledgement number and receipt once filed.',
            ${WORK_PLACE}, ${EMAIL_STATUS}
       FROM obligation_occurrences o ${LIVE_COMPANY}
       JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
       JOIN users u ON u.id = oo.assignee_id AND u.deleted_at IS NULL AND u.status = 'active'
       CROSS JOIN LATERAL (SELECT 'lead' AS kind WHERE o.due_date <= $1::date + oo.lead_days AND o.due_date > $1::date + 1
                           UNION ALL SELECT 'day-before' WHERE o.due_date = $1::date + 1) r
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event_type = 'filing-due'
      WHERE ${OPEN_OCCURRENCE} AND o.due_date >= $1::date AND o.due_date <= $1::date + 90
     ON CONFLICT (event_key) DO NOTHING`,
    [today],
  );
}

/**
 * An item overdue (a filing upcoming or in progress, a task not completed), due in the last 30 days, to the checker
 * named on it and to every admin of its company, once per item and due date. Older backlogs are in the digest.
 */
export async function insertEscalations(db: Queryable, today: string): Promise<number> {
  const filings = await db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, email_status)
     SELECT o.company_id, u.id, 'escalated', 'escalated:filing:' || o.id::text || ':' || o.due_date::text || ':' || u.id::text,
            'Overdue: ' || left(o.title, 80),
            o.title || ' for ' || ${PERIOD_SHOWN} || ' was due on ' || to_char(o.due_date, 'DD Mon YYYY') || ' and is not filed. Owner: '
              || COALESCE(trim(concat(ow.first_name, ' ', ow.last_name)), 'nobody assigned') || '.',
            ${WORK_PLACE}, ${EMAIL_STATUS}
       FROM obligation_occurrences o ${LIVE_COMPANY}
       LEFT JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
       LEFT JOIN users ow ON ow.id = oo.assignee_id AND ow.deleted_at IS NULL
       JOIN users u ON u.company_id = o.company_id AND u.deleted_at IS NULL AND u.status = 'active'
                   AND (u.role = 'admin' OR u.id = oo.checker_id) AND u.id IS DISTINCT FROM oo.assignee_id
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event_type = 'escalated'
      WHERE ${OPEN_OCCURRENCE} AND o.due_date < $1::date AND o.due_date >= $1::date - 30
     ON CONFLICT (event_key) DO NOTHING`,
    [today],
  );
  const tasks = await db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
     SELECT t.company_id, u.id, 'escalated', 'escalated:task:' || t.id::text || ':' || t.due_date::text || ':' || u.id::text,
            'Overdue: ' || left(t.description, 80),
            'The task "' || left(t.description, 300) || '" of ' || trim(concat(a.first_name, ' ', a.last_name)) || ' was due on '
              || to_char(t.due_date, 'DD Mon YYYY') || ' and is not completed.',
            ${WORK_PLACE}, t.id, ${EMAIL_STATUS}
       FROM tasks t JOIN companies co ON co.id = t.company_id AND co.status = 'active'
       JOIN users a ON a.id = t.assigned_to
       JOIN users u ON u.company_id = t.company_id AND u.deleted_at IS NULL AND u.status = 'active'
                   AND (u.role = 'admin' OR u.id = t.checker_id) AND u.id <> t.assigned_to
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event_type = 'escalated'
      WHERE t.status <> 'completed' AND t.due_date < $1::date AND t.due_date >= $1::date - 30
     ON CONFLICT (event_key) DO NOTHING`,
    [today],
  );
  return filings + tasks;
}

export interface DigestItemRow {
  user_id: string;
  company_id: string;
  role: string;
  title: string;
  due_date: string;
  overdue: boolean;
  kind: 'task' | 'filing';
}

/**
 * The open items (tasks assigned, filings owned) overdue or due within 7 days of every live user who has not had
 * today's digest yet, soonest first.
 */
export function digestItems(db: Queryable, today: string): Promise<DigestItemRow[]> {
  return db.query<DigestItemRow>(
    `SELECT * FROM (
       SELECT u.id AS user_id, u.company_id, u.role, t.description AS title, t.due_date, t.due_date < $1::date AS overdue, 'task' AS kind
         FROM tasks t JOIN users u ON u.id = t.assigned_to
        WHERE t.status <> 'completed' AND t.due_date <= $1::date + 7
       UNION ALL
       SELECT u.id, u.company_id, u.role, o.title || ' - ' || ${PERIOD_SHOWN}, o.due_date, o.due_date < $1::date, 'filing'
         FROM obligation_occurrences o
         JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
         JOIN users u ON u.id = oo.assignee_id
        WHERE ${OPEN_OCCURRENCE} AND o.due_date <= $1::date + 7
     ) i
     JOIN users u ON u.id = i.user_id AND u.deleted_at IS NULL AND u.status = 'active'
     JOIN companies co ON co.id = u.company_id AND co.status = 'active'
     WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.event_key = 'daily-digest:' || i.user_id::text || ':' || $1::text)
     ORDER BY i.user_id, i.due_date, i.title`,
    [today],
  );
}

/** Today's digest of one user, once (the key holds the user and the day). */
export function insertDigest(db: Queryable, d: { companyId: string; userId: string; today: string; title: string; body: string; link: string }): Promise<number> {
  return db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, email_status)
     SELECT $1::uuid, $2::uuid, 'daily-digest', 'daily-digest:' || $2::text || ':' || $3::text, $4::text, $5::text, $6::text,
            CASE WHEN COALESCE((SELECT email FROM notification_preferences WHERE user_id = $2::uuid AND event_type = 'daily-digest'), true)
                 THEN 'pending' ELSE 'off' END
     ON CONFLICT (event_key) DO NOTHING`,
    [d.companyId, d.userId, d.today, d.title, d.body, d.link],
  );
}
