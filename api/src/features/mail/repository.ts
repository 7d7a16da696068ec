import type { MailStatus, OutboxMail } from 'shared-contracts';
import type { Queryable } from '../../db/database';
import type { MailMessage } from './mailer';

interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  company_name: string | null;
  created_at: Date;
  sent_at: Date | null;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    companyName: row.company_name,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
  };
}

export async function insertMail(db: Queryable, message: MailMessage, status: 'sending' | 'kept'): Promise<string> {
  const row = await db.one<{ id: string }>(
    `INSERT INTO mail_outbox (company_id, to_address, subject, text_body, html_body, status, attempts)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [message.companyId ?? null, message.to, message.subject, message.text, message.html ?? null, status, status === 'sending' ? 1 : 0],
  );
  return row!.id;
}

/** Mails with this subject recorded for this address in the last hour (a per-address cap on unsolicited mail). */
export async function recentMailsTo(db: Queryable, to: string, subject: string): Promise<number> {
  const row = await db.one<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE created_at > now() - interval '1 hour' AND lower(to_address) = lower($1) AND subject = $2",
    [to, subject],
  );
  return row?.n ?? 0;
}

export async function markMail(db: Queryable, id: string, result: { status: 'sent' | 'failed'; messageId: string | null; error: string | null }): Promise<void> {
  await db.execute(
    `UPDATE mail_outbox SET status = $2, message_id = $3, last_error = $4,
       sent_at = CASE WHEN $2 = 'sent' THEN now() ELSE sent_at END
     WHERE id = $1`,
    [id, result.status, result.messageId, result.error],
  );
}

export async function listOutbox(db: Queryable, options: { status: MailStatus | null; limit: number; offset: number }): Promise<{ mails: OutboxMail[]; total: number }> {
  const where = options.status ? 'WHERE m.status = $1' : '';
  const params: unknown[] = options.status ? [options.status] : [];
  const total = await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox m ${where}`, params);
  const rows = await db.query<OutboxRow>(
    `SELECT m.id, m.to_address, m.subject, m.text_body, m.html_body, m.status, m.attempts, m.last_error,
            c.company_name, m.created_at, m.sent_at
       FROM mail_outbox m LEFT JOIN companies c ON c.id = m.company_id
       ${where}
      ORDER BY m.created_at DESC, m.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, options.limit, options.offset],
  );
  return { mails: rows.map(toMail), total: total?.n ?? 0 };
}
