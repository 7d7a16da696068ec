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

export async function markEmailed(db: Queryable, id: string, status: 'sent' | 'kept' | 'failed' | 'off', mailId: string | null): Promise<void> {
  await db.execute('UPDATE notifications SET email_status = $2, mail_id = $3 WHERE id = $1', [id, status, mailId]);
}
