import type { Queryable } from '../../../db/database';

// Reminders of statutory filings (obligation occurrences, migration 1020), escalations and the daily digest. Each
// notification's event_key names the item, its due date and the person, so every instance and every restart makes
// it once (ON CONFLICT DO NOTHING); the e-mails are then claimed one by one (claimPendingEmails).

const EMAIL_STATUS = `CASE WHEN COALESCE(p.email, true) THEN 'pending' ELSE 'off' END`;
const WORK_PLACE = `CASE u.role WHEN 'maker' THEN '/maker/my-tasks' WHEN 'checker' THEN '/checker/pending-review' ELSE '/admin' END`;
/** Where an ad-hoc task opens for the person (`u`) it is assigned to. */
const TASK_LINK = `CASE u.role WHEN 'maker' THEN '/maker/my-tasks' WHEN 'checker' THEN '/checker/pending-review' ELSE '/admin/tasks' END`;
const OPEN_OCCURRENCE = `o.state IN ('upcoming', 'in_progress') AND o.applies`;
/** An occurrence's period as shown (shared-contracts formatPeriod, in SQL: the library's year ranges are consecutive years). */
const PERIOD_SHOWN = `regexp_replace(o.period, '([0-9]{4})-[0-9]{2}([0-9]{2})', '\\1-\\2', 'g')`;
const LIVE_COMPANY = `JOIN companies co ON co.id = o.company_id AND co.status = 'active'`;
/** Counted from the company's tracking start (../occurrences/occurrenceRepository.ts, trackingStartSql). */
const TRACKED = `o.due_date >= CASE co.tracking_from
    WHEN 'financial_year' THEN (date_trunc('month', co.created_at AT TIME ZONE 'Asia/Kolkata')
      - ((extract(month FROM co.created_at AT TIME ZONE 'Asia/Kolkata')::int + 8) % 12) * interval '1 month')::date
    ELSE date_trunc('month', co.created_at AT TIME ZONE 'Asia/Kolkata')::date END`;
/** The filing itself in the person's Command Centre, on the month it is due in (`u` is the person). */
const ITEM_LINK = `'/' || CASE u.role WHEN 'maker' THEN 'maker' WHEN 'checker' THEN 'checker' ELSE 'admin' END
    || '/command-centre?start=' || to_char(o.due_date, 'YYYY-MM') || '&item=' || o.id::text`;
const OWNER_NAME = `NULLIF(trim(concat(ow.first_name, ' ', ow.last_name)), '')`;

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
            ${ITEM_LINK}, ${EMAIL_STATUS}
       FROM obligation_occurrences o ${LIVE_COMPANY}
       JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
       JOIN users u ON u.id = oo.assignee_id AND u.deleted_at IS NULL AND u.status = 'active'
       CROSS JOIN LATERAL (SELECT 'lead' AS kind WHERE o.due_date <= $1::date + oo.lead_days AND o.due_date > $1::date + 1
                           UNION ALL SELECT 'day-before' WHERE o.due_date = $1::date + 1) r
       LEFT JOIN notification_preferences p ON p.user_id = u.id AND p.event_type = 'filing-due'
      WHERE ${OPEN_OCCURRENCE} AND ${TRACKED} AND o.due_date >= $1::date AND o.due_date <= $1::date + 90
     ON CONFLICT (event_key) DO NOTHING`,
    [today],
  );
}

/**
 * An item overdue (a filing upcoming or in progress, a task not completed), due in the last 30 days, to the checker
 * named on it and to every admin of its company, once per item and due date: in the app only. The e-mail is the
 * daily digest (one mail, not one per item). A filing is escalated only once it has an owner, named in the text.
 */
export async function insertEscalations(db: Queryable, today: string): Promise<number> {
  const filings = await db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, email_status)
     SELECT o.company_id, u.id, 'escalated', 'escalated:filing:' || o.id::text || ':' || o.due_date::text || ':' || u.id::text,
            'Overdue: ' || left(o.title, 80),
            o.title || ' for ' || ${PERIOD_SHOWN} || ' was due on ' || to_char(o.due_date, 'DD Mon YYYY') || ' and is not filed. Owner: '
              || ${OWNER_NAME} || '.',
            ${ITEM_LINK}, 'off'
       FROM obligation_occurrences o ${LIVE_COMPANY}
       JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
       JOIN users ow ON ow.id = oo.assignee_id AND ow.deleted_at IS NULL AND ${OWNER_NAME} IS NOT NULL
       JOIN users u ON u.company_id = o.company_id AND u.deleted_at IS NULL AND u.status = 'active'
                   AND (u.role = 'admin' OR u.id = oo.checker_id) AND u.id <> oo.assignee_id
      WHERE ${OPEN_OCCURRENCE} AND ${TRACKED} AND o.due_date < $1::date AND o.due_date >= $1::date - 30
     ON CONFLICT (event_key) DO NOTHING`,
    [today],
  );
  const tasks = await db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, task_id, email_status)
     SELECT t.company_id, u.id, 'escalated', 'escalated:task:' || t.id::text || ':' || t.due_date::text || ':' || u.id::text,
            'Overdue: ' || left(t.description, 80),
            'The task "' || left(t.description, 300) || '" of ' || trim(concat(a.first_name, ' ', a.last_name)) || ' was due on '
              || to_char(t.due_date, 'DD Mon YYYY') || ' and is not completed.',
            ${WORK_PLACE}, t.id, 'off'
       FROM tasks t JOIN companies co ON co.id = t.company_id AND co.status = 'active'
       JOIN users a ON a.id = t.assigned_to
       JOIN users u ON u.company_id = t.company_id AND u.deleted_at IS NULL AND u.status = 'active'
                   AND (u.role = 'admin' OR u.id = t.checker_id) AND u.id <> t.assigned_to
      WHERE t.status <> 'completed' AND t.due_date < $1::date AND t.due_date >= $1::date - 30
        -- A task made from a due date is that filing: escalated as the filing.
        AND NOT EXISTS (SELECT 1 FROM obligation_tasks l WHERE l.task_id = t.id)
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
  /** Where the item opens (a path of the app). */
  link: string;
  /** The filing's owner when the digest is a checker's or admin's (escalated), else null. */
  owner_name: string | null;
  /** False while the person's address or every admin's address of the company is unverified: in the app only. */
  mailable: boolean;
}

/**
 * The open items of every live user who has not had today's digest yet, soonest first: tasks assigned and filings
 * owned, overdue or due within 7 days, and for checkers and admins the overdue filings escalated to them (those with
 * an owner). A task made from a due date is that filing and is listed once, as the filing.
 */
export function digestItems(db: Queryable, today: string): Promise<DigestItemRow[]> {
  return db.query<DigestItemRow>(
    `SELECT i.*, u.role, (u.email_verified_at IS NOT NULL AND EXISTS (
              SELECT 1 FROM users ad WHERE ad.company_id = u.company_id AND ad.role = 'admin' AND ad.deleted_at IS NULL
                 AND ad.email_verified_at IS NOT NULL)) AS mailable
       FROM (
       SELECT u.id AS user_id, u.company_id, t.description AS title, t.due_date, t.due_date < $1::date AS overdue, 'task' AS kind,
              ${TASK_LINK} AS link, NULL::text AS owner_name
         FROM tasks t JOIN users u ON u.id = t.assigned_to
        WHERE t.status <> 'completed' AND t.due_date <= $1::date + 7 AND NOT EXISTS (SELECT 1 FROM obligation_tasks l WHERE l.task_id = t.id)
       UNION
       SELECT u.id, u.company_id, o.title || ' - ' || ${PERIOD_SHOWN}, o.due_date, o.due_date < $1::date, 'filing', ${ITEM_LINK}, NULL::text
         FROM obligation_occurrences o ${LIVE_COMPANY}
         JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
         JOIN users u ON u.id = oo.assignee_id
        WHERE ${OPEN_OCCURRENCE} AND ${TRACKED} AND o.due_date <= $1::date + 7
       UNION
       SELECT u.id, u.company_id, o.title || ' - ' || ${PERIOD_SHOWN}, o.due_date, true, 'filing', ${ITEM_LINK}, ${OWNER_NAME}
         FROM obligation_occurrences o ${LIVE_COMPANY}
         JOIN obligation_owners oo ON oo.company_id = o.company_id AND oo.obligation_id = o.obligation_id
         JOIN users ow ON ow.id = oo.assignee_id AND ow.deleted_at IS NULL AND ${OWNER_NAME} IS NOT NULL
         JOIN users u ON u.company_id = o.company_id AND (u.role = 'admin' OR u.id = oo.checker_id) AND u.id <> oo.assignee_id
        WHERE ${OPEN_OCCURRENCE} AND ${TRACKED} AND o.due_date < $1::date
     ) i
     JOIN users u ON u.id = i.user_id AND u.deleted_at IS NULL AND u.status = 'active'
     JOIN companies co ON co.id = u.company_id AND co.status = 'active'
     WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.event_key = 'daily-digest:' || i.user_id::text || ':' || $1::text)
     ORDER BY i.user_id, i.due_date, i.title`,
    [today],
  );
}

/** Today's digest of one user, once (the key holds the user and the day). */
export function insertDigest(
  db: Queryable,
  d: { companyId: string; userId: string; today: string; title: string; body: string; link: string; mailable: boolean },
): Promise<number> {
  return db.execute(
    `INSERT INTO notifications (company_id, user_id, event_type, event_key, title, body, link, email_status)
     SELECT $1::uuid, $2::uuid, 'daily-digest', 'daily-digest:' || $2::text || ':' || $3::text, $4::text, $5::text, $6::text,
            CASE WHEN $7::boolean AND COALESCE((SELECT email FROM notification_preferences WHERE user_id = $2::uuid AND event_type = 'daily-digest'), true)
                 THEN 'pending' ELSE 'off' END
     ON CONFLICT (event_key) DO NOTHING`,
    [d.companyId, d.userId, d.today, d.title, d.body, d.link, d.mailable],
  );
}
