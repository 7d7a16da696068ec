import type { Queryable } from '../../db/database';

/** E-mails waiting: notifications not yet handed to the mailer, mails being sent, mails that failed in the last day. */
export const mailQueue = (db: Queryable) =>
  db.one<{ pending: number; sending: number; failed: number }>(
    `SELECT (SELECT count(*)::int FROM notifications WHERE email_status = 'pending') AS pending,
            (SELECT count(*)::int FROM mail_outbox WHERE status = 'sending') AS sending,
            (SELECT count(*)::int FROM mail_outbox WHERE status = 'failed' AND created_at > now() - interval '1 day') AS failed`,
  );
